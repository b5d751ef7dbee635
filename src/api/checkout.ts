import type { $Fetch } from 'ofetch';
import type { Cart } from '../contract/cart';
import type {
  Carrier,
  CarriersRequest,
  Checkout,
  CheckoutChanges,
  GiftCardRequest,
  PaymentMethod,
} from '../contract/checkout';
import type { Order } from '../contract/orders';
import { ApiError } from './api-error';

/**
 * Spec §7 "Cart" and "Checkout", each call for one thing: `POST cart_b2c/transition` moves the
 * cart into checkout (begin checkout), `GET checkout_b2c` is that cart priced with the chosen
 * carrier (the summary), `/api/v2/sales/checkout` keeps the checkout's own data (contact,
 * addresses, carrier, payment method) and `POST /api/v1/cart/checkout` places the order.
 */
const CHECKOUT = '/api/v2/sales/checkout';
const CART = '/store-front/api/sales/cart_b2c';

/** `POST cart_b2c/transition`: the cart moves into checkout (begin checkout); answers the cart as checkout_b2c shows it. */
export async function beginCheckout(api: $Fetch): Promise<Cart> {
  return (await api<{ data: Cart }>(`${CART}/transition`, { method: 'POST' })).data;
}

/**
 * `GET checkout_b2c`: the cart in checkout, its shipping the chosen carrier's. Null when the cart
 * is empty (204) or not in checkout yet (404).
 */
export async function getCheckoutCart(api: $Fetch): Promise<Cart | null> {
  try {
    const response = await api.raw<{ data: Cart }>('/store-front/api/sales/checkout_b2c');
    return response.status === 204 ? null : (response._data?.data ?? null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `GET /api/v2/sales/checkout`: the checkout's data, or null when none was created. */
export async function getCheckout(api: $Fetch): Promise<Checkout | null> {
  try {
    return (await api<{ data: Checkout }>(CHECKOUT)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * `POST /api/v2/sales/checkout`: creates the checkout's data for the cart in checkout (or opens a
 * placed one again for the new cart, keeping its contact, addresses and choices).
 */
export async function startCheckout(api: $Fetch): Promise<Checkout> {
  return (await api<{ data: Checkout }>(CHECKOUT, { method: 'POST' })).data;
}

/** `PUT /api/v2/sales/checkout`: saves a step's data; a key left out keeps its value. */
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

/** `POST /api/v1/cart/checkout`: places the order from the cart in checkout and a complete checkout; placing it twice gives the same order. */
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
