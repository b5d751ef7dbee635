/**
 * The seeded products the tests name (scripts/sandbox-api/seed/facts.ts), and the cart's money
 * arithmetic in whole cents, so an expected total follows the seed's prices instead of copying them.
 */
export { SEED_FACTS } from '../seed/facts.ts';

/** Euros to whole cents. */
export const cents = (euros: number): number => Math.round(euros * 100);
/** Whole cents to euros, as the API writes them. */
export const euros = (amount: number): number => amount / 100;
/** `quantity` units at `unit` euros, in euros. */
export const times = (quantity: number, unit: number): number => euros(quantity * cents(unit));
/** The sum of amounts in euros, added in cents. */
export const sum = (...amounts: number[]): number =>
  euros(amounts.reduce((total, amount) => total + cents(amount), 0));
/** `percent` % of `amount` euros, rounded to the cent as the cart rounds it. */
export const percentOf = (amount: number, percent: number): number =>
  euros(Math.round((cents(amount) * percent) / 100));
/** The peninsula's standard shipping (cart/pricing.ts). */
export const SHIPPING = 4.95;
/** The standard shipping of a cart that pays `afterDiscounts` euros: free from 49 €. */
export const shippingFor = (afterDiscounts: number): number => (cents(afterDiscounts) >= 4900 ? 0 : SHIPPING);
