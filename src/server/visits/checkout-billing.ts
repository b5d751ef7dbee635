import type { $Fetch } from 'ofetch';
import { optionalRead } from '../../api/optional-read';
import { billingAddress } from '../../api/addresses';
import { updateCheckout } from '../../api/checkout';
import type { BillingAddress } from '@shop/contract/account';
import type { Checkout } from '@shop/contract/checkout';

const FIELDS = ['name', 'nif', 'street', 'postal_code', 'city', 'province'] as const;

const sameBilling = (a: BillingAddress | null, b: BillingAddress) =>
  a !== null && FIELDS.every((field) => a[field] === b[field]);

/**
 * A customer's invoice is made out to the billing address kept in their account (name or company,
 * NIF): the payment step puts it on the checkout before the order is placed, so the order and its
 * invoice carry it (the spec's checkout has a `billing_address`; no step asks for one). A guest's
 * invoice names the shipping address's person. A failure leaves the checkout as it was: an invoice
 * without a NIF is better than a purchase that cannot go on.
 */
export async function withAccountBilling(api: $Fetch, checkout: Checkout): Promise<Checkout> {
  const billing = await optionalRead(billingAddress(api), null);
  if (!billing || sameBilling(checkout.billing_address, billing)) return checkout;
  return updateCheckout(api, { billing_address: billing }).catch(() => checkout);
}
