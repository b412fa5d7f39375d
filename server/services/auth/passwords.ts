import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults m=19456 KiB, t=2, p=1: the OWASP minimum
// (shared/notes/security.md §4; 8.6 ms a hash measured in stack-measurements.md §6).
const Algorithm = { argon2id: 2 } as const;
const options = { algorithm: Algorithm.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a dummy hash, so
 * an unknown account cannot be told apart by timing (security.md T11).
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('prashna-dummy-password');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && storedHash !== undefined;
}
