/**
 * Dates and numbers in a language, always with Latin digits (the texts use them too, see the
 * i18n rules in docs): "hi" becomes "hi-IN-u-nu-latn". One format per language, shared by the
 * screens and the printed papers (issue 12).
 */
const localeOf = (language: string) => `${language.split('-')[0] || 'en'}-IN-u-nu-latn`;

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * An instant in a language's one date format, with more parts if asked; '' for no date. Dates are
 * India's (UTC+05:30), as the plans' months are: the same day on a server in UTC, on a phone set to
 * another zone, and on the paper printed from either.
 */
function inLanguage(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    ...options,
    timeZone: 'Asia/Kolkata',
  }).format(date);
}

/** A calendar date such as "21 Nov 2026" / "21 नव॰ 2026". */
export const formatDate = (iso: string, language: string) => inLanguage(iso, language, DATE);

/** A date with its time, such as "21 Nov 2026, 2:30 pm". */
export const formatDateTime = (iso: string, language: string) =>
  inLanguage(iso, language, { ...DATE, hour: 'numeric', minute: '2-digit' });

/** A short date for a chart axis: "21 Nov". */
export const formatShortDate = (iso: string, language: string) =>
  inLanguage(iso, language, { day: 'numeric', month: 'short' });

/** A number with at most one decimal: 45.5, 12. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);
}

/** A percentage with at most one decimal: "45.5%". */
export function formatPercent(value: number, language: string): string {
  return `${formatNumber(value, language)}%`;
}
