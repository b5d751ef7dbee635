import type { $Fetch } from 'ofetch';
import type {
  Carrier,
  CarriersRequest,
  Checkout,
  CheckoutChanges,
  GiftCardRequest,
  PaymentMethod,
} from '../contract/checkout';
import type { Order } from '../contract/orders';

/** Spec §7 "Checkout": the API keeps one checkout per shopper, built from the cart. */
const CHECKOUT = '/api/v2/sales/checkout';

/** The shopper's checkout, or null when none is started. */
export async function getCheckout(api: $Fetch): Promise<Checkout | null> {
  try {
    return (await api<{ data: Checkout }>(CHECKOUT)).data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** Starts (or restarts) the checkout from the current cart. */
export async function startCheckout(api: $Fetch): Promise<Checkout> {
  return (await api<{ data: Checkout }>(CHECKOUT, { method: 'POST' })).data;
}

export async function updateCheckout(api: $Fetch, changes: CheckoutChanges): Promise<Checkout> {
  return (await api<{ data: Checkout }>(CHECKOUT, { method: 'PUT', body: changes })).data;
}

export async function availableCarriers(api: $Fetch, postalCode: string): Promise<Carrier[]> {
  return (
    await api<{ data: Carrier[] }>('/api/v2/sales/carriers/availables', {
      method: 'POST',
      body: { postal_code: postalCode } satisfies CarriersRequest,
    })
  ).data;
}

export async function paymentMethods(api: $Fetch): Promise<PaymentMethod[]> {
  return (await api<{ data: PaymentMethod[] }>('/api/v2/sales/payments/available')).data;
}

/** Places the order from a complete checkout; placing the same checkout twice gives the same order. */
export async function placeOrder(api: $Fetch): Promise<Order> {
  return (await api<{ data: Order }>('/api/v1/cart/checkout', { method: 'POST' })).data;
}

/** Asks for a gift card by mobile (spec §7). */
export async function requestGiftCard(api: $Fetch, mobile: string): Promise<void> {
  await api('/store-front/api/sales/cart_b2c/gift-card/request', {
    method: 'POST',
    body: { mobile } satisfies GiftCardRequest,
  });
}
