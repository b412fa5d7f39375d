import { useTranslation } from 'react-i18next';
import { CONTACT_REPLY_HOURS } from '@common/contact-info';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { ContactDetails, ContactForm } from '@/features/contact';

/** /contact: the contact and feedback page for guests and members alike (spec §2). */
export default function ContactPage() {
  const { t } = useTranslation();
  useDocumentMeta(
    t('contact.documentTitle'),
    t('contact.documentDescription', { hours: CONTACT_REPLY_HOURS }),
  );
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('contact.title')}</h1>
        <p className="mt-2 text-slate-600">{t('contact.intro')}</p>
      </header>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <ContactForm />
        </div>
        <ContactDetails />
      </div>
    </div>
  );
}
