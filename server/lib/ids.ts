import { Messages } from '@common/messages';
import { AppError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id from a URL: anything that is not a UUID is simply not found (never a 500). */
export function requireUuid(id: string): string {
  if (!UUID.test(id)) throw new AppError('not_found', Messages.notFound);
  return id;
}
