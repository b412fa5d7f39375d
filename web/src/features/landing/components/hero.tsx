import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';

type HeroProps = { signedIn: boolean; onTryFree: () => void };

const claims = ['rating', 'users', 'boards', 'languages'] as const;

/** The hero: "Try Free Now" signed out, "Generate Paper" signed in (spec §1). */
export function Hero({ signedIn, onTryFree }: HeroProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = () => {
    track('cta_click', { location: 'hero', action: signedIn ? 'generate' : 'try_free' });
    if (signedIn) navigate('/generate');
    else onTryFree();
  };
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-20">
        <p className="mx-auto inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
          <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
          {t('landing.badge')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-4 max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl sm:leading-tight"
        >
          {t('landing.heroTitle')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('landing.heroText')}</p>
        <div className="mt-8 flex justify-center">
          <Button size="lg" onClick={act} className="min-w-48 shadow-md">
            {signedIn ? t('landing.ctaSignedIn') : t('landing.ctaSignedOut')}
          </Button>
        </div>
        <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim} className="rounded-xl bg-white/70 px-3 py-3 shadow-sm">
              <dt className="text-sm text-slate-600">{t(`landing.claims.${claim}.label`)}</dt>
              <dd className="order-first text-2xl font-bold text-brand-800">
                {t(`landing.claims.${claim}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
