import type { Cart } from '@shop/contract/cart';
import type { Checkout } from '@shop/contract/checkout';
import { shippingAddresses } from '../../api/addresses';
import { availableCarriers, paymentMethods, updateCheckout } from '../../api/checkout';
import { optionalRead } from '../../api/optional-read';
import type { FormProblem } from '../forms/form-problem';
import { handleIntents } from '../forms/intents';
import { paymentIntents, shippingIntents } from '../forms/intents/checkout';
import { requiredRead } from '../http/page-errors';
import { withAccountBilling } from '../visits/checkout-billing';
import type { CheckoutVisit } from '../visits/checkout-visit';

/** A checkout page's request, as Astro gives it. */
type PageContext = { request: Request; response: { headers: Headers } };
/** A checkout visit past its first redirect: there is a checkout. */
type Started = CheckoutVisit & { checkout: Checkout; cart: Cart };

/** Saved addresses come first, the default one picked with its carriers (no extra empty form). */
async function withPreferredAddress(visit: Started, problem: FormProblem | null) {
  const api = visit.shopper.api.silent;
  // Optional: without the saved addresses a customer can still type one.
  const saved = visit.customer ? await optionalRead(shippingAddresses(api), []) : [];
  const preferred = saved.find((option) => option.is_default) ?? saved[0];
  const checkout =
    preferred && !visit.checkout.shipping_address && !problem
      ? await updateCheckout(api, { shipping_address_id: preferred.id }).catch(() => visit.checkout)
      : visit.checkout;
  return { saved, checkout };
}

/** Step 2 (/checkout/shipping): its intents, then the addresses and the carriers that deliver there. */
export async function shippingStep(context: PageContext, visit: Started) {
  const posted = await handleIntents(context, visit.shopper, shippingIntents, {});
  if (posted instanceof Response) return posted;
  const { problem } = posted;
  const { saved, checkout } = await withPreferredAddress(visit, problem);
  const address = checkout.shipping_address;
  // Required once there is an address: an outage is the page's error, never 'no carriers deliver there'.
  const carriersRead = address
    ? await requiredRead(availableCarriers(visit.shopper.api.silent, address.postal_code))
    : { value: [] };
  const carriers = carriersRead.value ?? [];
  const intent = posted.values?.intent ?? '';
  return {
    problem,
    intent,
    saved,
    checkout,
    address,
    /** A refused new address, as typed. */
    typedAddress: intent === 'address' ? posted.values?.address : undefined,
    carriers,
    failure: carriersRead.failure,
    status: carriersRead.failure?.status ?? posted.status,
  };
}

/** Step 3 (/checkout/payment): its intents, then the ways to pay and what a refused form showed. */
export async function paymentStep(context: PageContext, visit: Started) {
  const api = visit.shopper.api.silent;
  const checkout = {
    current: visit.customer ? await withAccountBilling(api, visit.checkout) : visit.checkout,
  };
  const posted = await handleIntents(context, visit.shopper, paymentIntents, { checkout });
  if (posted instanceof Response) return posted;
  const { problem } = posted;
  const intent = posted.values?.intent ?? '';
  // Without the ways to pay there is nothing to confirm: a failure is the page's error, not an empty list.
  const methodsRead = await requiredRead(paymentMethods(api));
  const methods = methodsRead.value ?? [];
  return {
    problem,
    intent,
    checkout: checkout.current,
    notes: intent === 'place' ? (posted.values?.notes ?? '') : (checkout.current.notes ?? ''),
    methods,
    failure: methodsRead.failure,
    status: methodsRead.failure?.status ?? posted.status,
    chosen: checkout.current.payment_method?.code ?? methods[0]?.code,
    fieldsOf: (name: string) => (intent === name ? problem?.fields : undefined),
    typed: (name: string) => (intent === name ? posted.values : null),
  };
}
