import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { randomToken } from './lib/crypto';

/**
 * The key behind every HMAC (CSRF tokens, reset codes, device hashes). SECRET_KEY in production;
 * in development a random key kept in DATA_DIR so sessions survive a restart.
 */
export function resolveSecretKey(config: Config): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  const path = join(config.DATA_DIR, 'secret.key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomToken(48);
  writeFileSync(path, key, { mode: 0o600 });
  return key;
}
