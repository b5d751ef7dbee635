import { cleanup } from '@testing-library/react';
import { checkout } from '../../../../../../src/stores/checkout';
import { clearToasts } from '../../../../../../src/stores/toasts';

/** After each test of a checkout island: no rendered island, no checkout in the store, no toast. */
export function resetCheckoutIslands(): void {
  cleanup();
  checkout.forget();
  clearToasts();
}
