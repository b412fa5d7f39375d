import { BarChart3, Building2, Globe2, MessageCircleQuestion, Zap } from 'lucide-react';

/** Spec §1, §9: the five slides in order, advancing every 4,000 ms. */
export const SHOWCASE_INTERVAL_MS = 4000;

/**
 * `soon`: an area still being built is shown as coming soon, never as if it were there
 * (issue 12: honest claims). Turn it off as each area ships.
 */
export const showcaseSlides = [
  { key: 'quick', icon: Zap, tone: 'bg-amber-100 text-amber-800', soon: false },
  { key: 'awareness', icon: Globe2, tone: 'bg-emerald-100 text-emerald-800', soon: true },
  { key: 'buddy', icon: MessageCircleQuestion, tone: 'bg-sky-100 text-sky-800', soon: true },
  { key: 'dashboard', icon: BarChart3, tone: 'bg-violet-100 text-violet-800', soon: false },
  { key: 'school', icon: Building2, tone: 'bg-rose-100 text-rose-800', soon: true },
] as const;
