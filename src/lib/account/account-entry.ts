import { es, format } from '../../i18n/es';
import type { Customer } from '@shop/contract/account';

/** What the side menu's first entry shows: the login link, or the account link with a greeting. */
export interface AccountEntry {
  href: '/login' | '/account';
  label: string;
  /** First letter of the shopper's name, shown as an avatar. */
  initial?: string;
}

/** Spec §2 side menu: a guest gets the login link; a shopper their initial and a greeting. */
export function accountEntry(customer: Customer | null): AccountEntry {
  const name = customer?.name.trim();
  if (!name) return { href: '/login', label: es.header.login };
  const first = name.split(/\s+/)[0]!;
  return {
    href: '/account',
    label: format(es.header.greeting, { name: first }),
    initial: [...first][0]!.toLocaleUpperCase('es'),
  };
}
