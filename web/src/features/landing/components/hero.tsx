import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import type { SiteFacts } from '@common/schemas/site-facts';
import { Button } from '@/components/ui/button';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { Languages } from '@/i18n/languages';
import { track } from '@/lib/events';
import { useSiteFacts } from '../api/get-site-facts';
import { coverageText } from '../coverage-text';

type HeroProps = { signedIn: boolean; onTryFree: () => void };

type Figure = { key: string; value: string; label: string };

/** The figures the data supports today, each only when the server found it worth showing. */
function figures(t: ReturnType<typeof useTranslation>['t'], facts: SiteFacts): Figure[] {
  const shown: Figure[] = [];
  if (facts.rating)
    shown.push({
      key: 'rating',
      value: `${facts.rating.average}/5`,
      label: t('landing.figures.rating', { count: facts.rating.count }),
    });
  if (facts.users !== null)
    shown.push({
      key: 'users',
      value: `${facts.users.toLocaleString('en-IN')}+`,
      label: t('landing.figures.users'),
    });
  if (facts.boards !== null)
    shown.push({ key: 'boards', value: String(facts.boards), label: t('landing.figures.boards') });
  if (facts.classes !== null)
    shown.push({
      key: 'classes',
      value: String(facts.classes),
      label: t('landing.figures.classes'),
    });
  if (facts.languages)
    shown.push({
      key: 'languages',
      value: facts.languages
        .map((code) => Languages.find((l) => l.code === code)?.name ?? code)
        .join(' · '),
      label: t('landing.figures.languages'),
    });
  return shown;
}

/**
 * The hero: "Try Free Now" signed out, "Generate Paper" signed in (spec §1). What it claims comes
 * from the product's data: the boards and classes ready today, and only figures worth showing
 * (issue 12, docs/spec-departures.md §7); the page title and description say the same.
 */
export function Hero({ signedIn, onTryFree }: HeroProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const facts = useSiteFacts().data;
  const ready = facts?.coverage.length ? coverageText(t, facts.coverage, i18n.language) : '';
  useDocumentMeta(
    t('landing.documentTitle'),
    ready ? t('landing.documentDescription', { ready }) : t('brand.tagline'),
  );
  const act = () => {
    track('cta_click', { location: 'hero', action: signedIn ? 'generate' : 'try_free' });
    if (signedIn) navigate('/generate');
    else onTryFree();
  };
  const shown = facts ? figures(t, facts) : [];
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-20">
        {facts?.rating && (
          <p className="mx-auto inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
            {t('landing.badge', { rating: facts.rating.average, count: facts.rating.count })}
          </p>
        )}
        <h1
          id="hero-title"
          className="mx-auto mt-4 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl sm:leading-tight"
        >
          {t('landing.heroTitle')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('landing.heroText')}</p>
        {ready && (
          <p className="mx-auto mt-3 max-w-2xl font-medium text-brand-900" data-testid="coverage">
            {t('landing.readyToday', { ready })}
          </p>
        )}
        <div className="mt-8 flex justify-center">
          <Button size="lg" onClick={act} className="min-w-48 shadow-md">
            {signedIn ? t('landing.ctaSignedIn') : t('landing.ctaSignedOut')}
          </Button>
        </div>
        {shown.length > 0 && (
          <dl className="mx-auto mt-10 flex max-w-3xl flex-wrap justify-center gap-4">
            {shown.map((figure) => (
              <div
                key={figure.key}
                className="flex min-w-36 flex-col rounded-xl bg-white/70 px-4 py-3 shadow-sm"
              >
                <dt className="text-sm text-slate-600">{figure.label}</dt>
                <dd className="order-first text-2xl font-bold text-brand-800">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
