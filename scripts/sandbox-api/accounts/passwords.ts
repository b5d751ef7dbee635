import { randomBytes, type ScryptOptions, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, salt and hash in base64.
 * The cost is written into each hash, so raising it later still verifies the old ones.
 */
const COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** scrypt with N=2^14, r=8 needs 16 MiB; Node's default ceiling is 32 MiB. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, await derive(password, salt, COST, KEY_BYTES));
}

/** The same hash, blocking: for the seed, which runs inside one synchronous transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return format(salt, scryptSync(password, salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY }));
}

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password: checking an unknown e-mail's password against it costs as much as
 * a real check, so the answer's timing does not tell which e-mails have an account.
 */
export const DECOY_HASH = hashPasswordSync(randomBytes(16).toString('hex'));
