import { useTranslation } from 'react-i18next';

/** Three steps from choice to paper; /how-it-works scrolls here. */
export function HowItWorks() {
  const { t } = useTranslation();
  const steps = t('landing.steps', { returnObjects: true }) as string[];
  return (
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
  );
}
