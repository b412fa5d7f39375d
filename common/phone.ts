import { findSignupCountry } from './countries';

/** Digits only, with a single leading zero (trunk prefix) removed. */
export function nationalDigits(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  return digits.replace(/^0(?=\d{9,})/, '');
}

/** True when the phone is valid for the country under spec §5's table. */
export function isValidPhoneFor(country: string, raw: string): boolean {
  const record = findSignupCountry(country);
  if (!record) return false;
  return record.phonePattern.test(nationalDigits(raw));
}

/** The E.164 form (+<dial><national>) of a phone already validated for its country. */
export function toE164(country: string, raw: string): string {
  const record = findSignupCountry(country);
  if (!record) throw new Error(`Unknown country ${country}`);
  return `+${record.dialCode}${nationalDigits(raw)}`;
}

/** A phone shown with all but its last four digits hidden: "+91 ••••• •4321". */
export function maskPhone(raw: string, dialCode = '91'): string {
  const digits = nationalDigits(raw);
  const last = digits.slice(-4);
  const hidden = '•'.repeat(Math.max(digits.length - 4, 0));
  const grouped = hidden.length > 5 ? `${hidden.slice(0, 5)} ${hidden.slice(5)}` : hidden;
  return `+${dialCode} ${grouped}${last}`;
}
