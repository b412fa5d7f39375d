import { useTranslation } from 'react-i18next';
import { BookOpenCheck, GraduationCap, Users } from 'lucide-react';

const audiences = [
  { key: 'students', icon: GraduationCap },
  { key: 'teachers', icon: BookOpenCheck },
  { key: 'parents', icon: Users },
] as const;

/** Students, Teachers, Parents, each with what the product does for them (spec §1). */
export function AudienceCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="audiences-title" className="mx-auto max-w-6xl px-4 py-14">
      <h2 id="audiences-title" className="text-center text-2xl font-bold sm:text-3xl">
        {t('landing.audiencesTitle')}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {audiences.map(({ key, icon: Icon }) => (
          <article key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon className="h-8 w-8 text-brand-700" aria-hidden />
            <h3 className="mt-3 text-xl font-semibold">{t(`landing.audiences.${key}.title`)}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
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
  );
}
