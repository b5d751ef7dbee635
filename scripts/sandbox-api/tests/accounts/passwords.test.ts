/** Password hashing (accounts/passwords.ts): scrypt with a salt, checked in constant time. */
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../accounts/passwords.ts';

describe('password hashing (pure)', () => {
  it('hashes with a salt and verifies in constant time', async () => {
    const one = await hashPassword('Mercado2026!');
    const two = await hashPassword('Mercado2026!');
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('Mercado2026!', one)).toBe(true);
    expect(await verifyPassword('mercado2026!', one)).toBe(false);
    expect(await verifyPassword('x', 'not a hash')).toBe(false);
  });
});
