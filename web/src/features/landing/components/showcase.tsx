import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { SHOWCASE_INTERVAL_MS, showcaseSlides } from './showcase-slides';

/**
 * The five-slide showcase (spec §1): advances every 4 s, any slide can be chosen directly, and
 * it holds still while hovered or focused, when paused, or under prefers-reduced-motion
 * (WCAG 2.2.2). Built on the WAI-ARIA tabbed carousel pattern.
 */
export function Showcase() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const rotating = !reducedMotion && !paused && !hovered && !focused;

  // A fresh timer per slide, so a slide chosen by hand also gets its full 4 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setCurrent((index) => (index + 1) % showcaseSlides.length),
      SHOWCASE_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [rotating, current]);

  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: showcaseSlides.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + showcaseSlides.length) % showcaseSlides.length;
    setCurrent(next);
    tabs.current[next]?.focus();
  };

  const slide = showcaseSlides[current]!;
  const Icon = slide.icon;
  const samples = t(`landing.showcase.slides.${slide.key}.samples`, {
    returnObjects: true,
  }) as string[];

  return (
    <section
      aria-roledescription={t('landing.showcase.carousel')}
      aria-labelledby="showcase-title"
      className="mx-auto max-w-6xl px-4 py-14"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="showcase-title" className="text-2xl font-bold sm:text-3xl">
          {t('landing.showcase.title')}
        </h2>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t('landing.showcase.play') : t('landing.showcase.pause')}
          className="rounded-full border border-slate-300 bg-white p-2 text-slate-700 hover:bg-slate-100"
        >
          {paused ? (
            <Play className="h-5 w-5" aria-hidden />
          ) : (
            <Pause className="h-5 w-5" aria-hidden />
          )}
        </button>
      </div>
      <div
        role="tablist"
        aria-label={t('landing.showcase.choose')}
        className="mt-6 flex gap-2 overflow-x-auto pb-1"
      >
        {showcaseSlides.map(({ key }, index) => (
          <button
            key={key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`showcase-tab-${key}`}
            aria-selected={index === current}
            aria-controls="showcase-panel"
            tabIndex={index === current ? 0 : -1}
            onClick={() => setCurrent(index)}
            onKeyDown={onTabKey}
            className={cn(
              'shrink-0 rounded-full px-4 py-2 text-sm font-medium transition-colors',
              index === current
                ? 'bg-brand-700 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
            )}
          >
            {t(`landing.showcase.slides.${key}.tab`)}
          </button>
        ))}
      </div>
      <div
        id="showcase-panel"
        role="tabpanel"
        aria-roledescription={t('landing.showcase.slide')}
        aria-labelledby={`showcase-tab-${slide.key}`}
        aria-live={rotating ? 'off' : 'polite'}
        className="mt-4 grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-2 md:items-center md:p-10"
      >
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-500">
            {t('landing.showcase.position', { current: current + 1, total: showcaseSlides.length })}
            {slide.soon && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('landing.comingSoon')}
              </span>
            )}
          </p>
          <h3 className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
            {t(`landing.showcase.slides.${slide.key}.title`)}
          </h3>
          <p className="mt-3 text-slate-700">{t(`landing.showcase.slides.${slide.key}.text`)}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-5" aria-hidden>
          <span className={cn('inline-flex rounded-xl p-3', slide.tone)}>
            <Icon className="h-7 w-7" />
          </span>
          <ul className="mt-4 space-y-2">
            {samples.map((sample) => (
              <li
                key={sample}
                className="rounded-lg bg-white px-4 py-3 text-sm text-slate-700 shadow-sm"
              >
                {sample}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-4 flex justify-center gap-2" aria-hidden>
        {showcaseSlides.map(({ key }, index) => (
          <span
            key={key}
            className={cn(
              'h-2 rounded-full transition-all',
              index === current ? 'w-6 bg-brand-700' : 'w-2 bg-slate-300',
            )}
          />
        ))}
      </div>
    </section>
  );
}
