import { BarChart3, Building2, Globe2, MessageCircleQuestion, Zap } from 'lucide-react';

/** Spec §1, §9: the five slides in order, advancing every 4,000 ms. */
export const SHOWCASE_INTERVAL_MS = 4000;

export const showcaseSlides = [
  { key: 'quick', icon: Zap, tone: 'bg-amber-100 text-amber-800' },
  { key: 'awareness', icon: Globe2, tone: 'bg-emerald-100 text-emerald-800' },
  { key: 'buddy', icon: MessageCircleQuestion, tone: 'bg-sky-100 text-sky-800' },
  { key: 'dashboard', icon: BarChart3, tone: 'bg-violet-100 text-violet-800' },
  { key: 'school', icon: Building2, tone: 'bg-rose-100 text-rose-800' },
] as const;
