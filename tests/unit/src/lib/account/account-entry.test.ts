import { describe, expect, it } from 'vitest';
import { accountEntry } from '../../../../../src/lib/account/account-entry';

describe('side menu account entry', () => {
  it('offers the login link to a guest', () => {
    expect(accountEntry(null)).toEqual({ href: '/login', label: 'Iniciar sesión' });
  });

  it('greets a signed-in shopper by first name with the initial as avatar', () => {
    expect(accountEntry({ name: 'ángela Ruiz' })).toEqual({
      href: '/account',
      label: 'Hola, ángela',
      initial: 'Á',
    });
  });

  it('treats a blank name as a guest', () => {
    expect(accountEntry({ name: '  ' }).href).toBe('/login');
  });
});
