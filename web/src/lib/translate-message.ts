import type { TFunction } from 'i18next';
import { messageKeyOf } from '@common/messages';

/** Translates a message from the shared schemas or the server; unknown texts pass through. */
export function translateMessage(t: TFunction, text: string | undefined): string {
  if (!text) return '';
  const key = messageKeyOf(text);
  return key ? t(`messages.${key}`, { defaultValue: text }) : text;
}
