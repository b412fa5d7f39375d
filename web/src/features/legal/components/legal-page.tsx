import { useTranslation } from 'react-i18next';
import { formatDate } from '@common/format';
import { SUPPORT_EMAIL } from '@common/contact-info';
import { useDocumentMeta } from '@/hooks/use-document-meta';

/** When the terms and the privacy policy last changed: shown on both, in the reader's language. */
export const LEGAL_UPDATED = '2026-11-26';

type Section = { title: string; paragraphs: string[] };

/**
 * The terms of service or the privacy policy (issue 12): what the product does with a student's,
 * a parent's and a teacher's data, in the reader's language, with a table of contents.
 */
export function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation();
  useDocumentMeta(t(`legal.${kind}.documentTitle`), t(`legal.${kind}.documentDescription`));
  const sections = t(`legal.${kind}.sections`, {
    returnObjects: true,
    support: SUPPORT_EMAIL,
  }) as Section[];
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12" aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-bold text-slate-900">
        {t(`legal.${kind}.title`)}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {t('legal.updated', { date: formatDate(LEGAL_UPDATED, i18n.language) })}
      </p>
      <nav aria-label={t('legal.contents')} className="mt-6 rounded-xl bg-slate-100 p-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section, i) => (
            <li key={i}>
              <a
                href={`#${kind}-${i + 1}`}
                className="text-brand-800 underline-offset-2 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section key={i} id={`${kind}-${i + 1}`} className="mt-8 scroll-mt-20">
          <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
          {section.paragraphs.map((paragraph, j) => (
            <p key={j} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
