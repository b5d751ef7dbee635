import { atom } from 'nanostores';

/** The signed-in shopper as the browser knows them. */
export interface Customer {
  name: string;
}

/**
 * The signed-in shopper, or null for a guest. Browser-only: shared HTML never carries it, so a
 * page shows the login link until the browser learns who is signed in (the account flows set it).
 */
export const $customer = atom<Customer | null>(null);
