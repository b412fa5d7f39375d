/**
 * Where people reach us and how soon we answer (spec §2 contact block, §8 contact toast, §9
 * "contact reply within 24 hours"). Kept here once so the server and the web say the same thing.
 */
export const SUPPORT_EMAIL = 'support@prashna.in';
export const SALES_EMAIL = 'sales@prashna.in';
export const CONTACT_REPLY_HOURS = 24;
