import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Building2, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The School Admin section (spec §1): what a school will get, and a way to talk to us now. */
export function SchoolAdminSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = t('landing.school.points', { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="school-title" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 md:grid-cols-2 md:items-center">
        <div>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1">
              <Building2 className="h-4 w-4" aria-hidden />
              {t('landing.school.kicker')}
            </span>
            {/* The school module is being built: the section says so (issue 12). */}
            <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
              {t('landing.comingSoon')}
            </span>
          </p>
          <h2 id="school-title" className="mt-4 text-2xl font-bold sm:text-3xl">
            {t('landing.school.title')}
          </h2>
          <p className="mt-3 text-slate-300">{t('landing.school.text')}</p>
          <Button className="mt-6" onClick={() => navigate('/contact')}>
            {t('landing.school.cta')}
          </Button>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {points.map((point) => (
            <li key={point} className="flex gap-2 rounded-xl bg-white/5 p-4 text-slate-100">
              <Check className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
