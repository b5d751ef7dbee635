import type { $Fetch } from 'ofetch';
import {
  Carrier,
  type CarriersRequest,
  Checkout,
  type CheckoutChanges,
  type GiftCardRequest,
  PaymentMethod,
} from '../contract/checkout.ts';
import { Order } from '../contract/orders.ts';
import { Data } from '../contract/paginated.ts';
import * as z from 'zod/mini';
import { readAnswer } from './read-answer.ts';

/** Spec §7 "Checkout": the API keeps one checkout per shopper, built from the cart. */
const CHECKOUT = '/api/v2/sales/checkout';

/** The shopper's checkout, or null when none is started. */
export async function getCheckout(api: $Fetch): Promise<Checkout | null> {
  try {
    return readAnswer(api, 'GET /api/v2/sales/checkout', Data(Checkout), await api(CHECKOUT)).data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** Starts (or restarts) the checkout from the current cart. */
export async function startCheckout(api: $Fetch): Promise<Checkout> {
  return readAnswer(
    api,
    'POST /api/v2/sales/checkout',
    Data(Checkout),
    await api(CHECKOUT, { method: 'POST' }),
  ).data;
}

export async function updateCheckout(api: $Fetch, changes: CheckoutChanges): Promise<Checkout> {
  const body = await api(CHECKOUT, { method: 'PUT', body: changes });
  return readAnswer(api, 'PUT /api/v2/sales/checkout', Data(Checkout), body).data;
}

export async function availableCarriers(api: $Fetch, postalCode: string): Promise<Carrier[]> {
  const body = await api('/api/v2/sales/carriers/availables', {
    method: 'POST',
    body: { postal_code: postalCode } satisfies CarriersRequest,
  });
  return readAnswer(api, 'POST /api/v2/sales/carriers/availables', Data(z.array(Carrier)), body).data;
}

export async function paymentMethods(api: $Fetch): Promise<PaymentMethod[]> {
  const body = await api('/api/v2/sales/payments/available');
  return readAnswer(api, 'GET /api/v2/sales/payments/available', Data(z.array(PaymentMethod)), body).data;
}

/** Places the order from a complete checkout; placing the same checkout twice gives the same order. */
export async function placeOrder(api: $Fetch): Promise<Order> {
  const body = await api('/api/v1/cart/checkout', { method: 'POST' });
  return readAnswer(api, 'POST /api/v1/cart/checkout', Data(Order), body).data;
}

/** Asks for a gift card by mobile (spec §7). */
export async function requestGiftCard(api: $Fetch, mobile: string): Promise<void> {
  await api('/store-front/api/sales/cart_b2c/gift-card/request', {
    method: 'POST',
    body: { mobile } satisfies GiftCardRequest,
  });
}
