import { useTranslation } from 'react-i18next';
import { Clock, LifeBuoy, School } from 'lucide-react';
import { CONTACT_REPLY_HOURS, SALES_EMAIL, SUPPORT_EMAIL } from '@common/contact-info';

const mailboxes = [
  { key: 'support', address: SUPPORT_EMAIL, icon: LifeBuoy },
  { key: 'sales', address: SALES_EMAIL, icon: School },
] as const;

/** The contact-information block of spec §2: the two mailboxes and the reply time. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="contact-details-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-details-title" className="text-lg font-semibold text-slate-900">
        {t('contact.details.title')}
      </h2>
      <ul className="mt-4 space-y-5">
        {mailboxes.map(({ key, address, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{t(`contact.details.${key}`)}</p>
              <p className="text-sm text-slate-600">{t(`contact.details.${key}Text`)}</p>
              <a
                href={`mailto:${address}`}
                className="inline-flex min-h-11 items-center break-all font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {address}
              </a>
            </div>
          </li>
        ))}
        <li className="flex gap-3">
          <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          <p className="font-medium text-slate-900">
            {t('contact.details.replyTime', { hours: CONTACT_REPLY_HOURS })}
          </p>
        </li>
      </ul>
    </section>
  );
}
