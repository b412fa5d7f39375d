import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpenCheck, GraduationCap, Users } from 'lucide-react';
import { useAuth } from '@/features/auth';
import { Button } from '@/components/ui/button';
import { useLoginDialog } from '../shell/login-dialog-context';

type LandingPageProps = { section?: 'pricing' | 'how-it-works' };

const audiences = [
  { key: 'students', icon: GraduationCap },
  { key: 'teachers', icon: BookOpenCheck },
  { key: 'parents', icon: Users },
] as const;

/** The landing page; /pricing and /how-it-works show it scrolled to their part. */
export function LandingPage({ section }: LandingPageProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();

  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView({ block: 'start' });
  }, [section]);

  if (user?.isAdmin === 'SA') return <Navigate to="/school-admin" replace />;

  const steps = t('landing.steps', { returnObjects: true }) as string[];

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 text-center sm:py-20">
          <h1 className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t('landing.heroTitle')}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t('landing.heroText')}</p>
          <div className="mt-8 flex justify-center">
            {user ? (
              <Button size="lg" onClick={() => navigate('/generate')}>
                {t('landing.ctaSignedIn')}
              </Button>
            ) : (
              <Button size="lg" onClick={openLogin}>
                {t('landing.ctaSignedOut')}
              </Button>
            )}
          </div>
        </div>
      </section>

      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="scroll-mt-20 bg-brand-800 text-white"
      >
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center sm:flex-row sm:justify-center sm:gap-6">
          <h2 id="pricing-title" className="sr-only">
            {t('landing.pricingTitle')}
          </h2>
          <p className="font-semibold">{t('landing.promoPlans')}</p>
          <p className="rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-slate-900">
            {t('landing.promoSave')}
          </p>
          <p className="text-sm text-brand-100">{t('landing.promoFree')}</p>
        </div>
      </section>

      <section aria-labelledby="audiences-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="audiences-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('landing.audiencesTitle')}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {audiences.map(({ key, icon: Icon }) => (
            <article
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Icon className="h-8 w-8 text-brand-700" aria-hidden />
              <h3 className="mt-3 text-xl font-semibold">{t(`landing.audiences.${key}.title`)}</h3>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-600">
                {(t(`landing.audiences.${key}.features`, { returnObjects: true }) as string[]).map(
                  (feature) => (
                    <li key={feature}>{feature}</li>
                  ),
                )}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how-title" className="text-center text-2xl font-bold sm:text-3xl">
            {t('landing.howTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="rounded-2xl border border-slate-200 p-6">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <p className="mt-3 text-slate-700">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}
