import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults m=19456 KiB, t=2, p=1: the OWASP minimum
// (docs/security.md §2.3; 8.6 ms a hash as measured in docs/measurements.md §3).
const Algorithm = { argon2id: 2 } as const;
const options = { algorithm: Algorithm.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Per process (issue 13): any hash of the dummy password costs the same to verify; none is shared.
let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same time on a dummy hash, so
 * an unknown account cannot be told apart by timing (docs/security.md §2.1).
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
