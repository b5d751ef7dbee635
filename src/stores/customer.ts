import { atom } from 'nanostores';
import type { Customer } from '@shop/contract/account';

export type { Customer } from '@shop/contract/account';

/**
 * The signed-in shopper, or null for a guest. Browser-only: shared HTML never carries it, so a
 * page shows the login link until the browser learns who is signed in (the account flows set it).
 */
export const $customer = atom<Customer | null>(null);
