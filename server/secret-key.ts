import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { randomToken } from './lib/crypto';

/**
 * The key behind every HMAC (CSRF tokens, reset codes, device hashes). SECRET_KEY in production;
 * in development a random key kept in DATA_DIR so sessions survive a restart. Every process on one
 * database must use the same key (a token made by one is checked by another): give them the same
 * SECRET_KEY, or the same DATA_DIR, where the first to start writes the key and the others read it.
 */
export function resolveSecretKey(config: Config): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  const path = join(config.DATA_DIR, 'secret.key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  // Written whole under a private name, then linked into place, which fails if the key exists: of
  // two processes starting at once, one key wins and both read it, never a half-written file.
  const draft = `${path}.${process.pid}`;
  writeFileSync(draft, randomToken(48), { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}
