import type { Cart, CartItem } from '@shop/contract/cart';
import type { Carrier } from '@shop/contract/checkout';
import type { Order } from '@shop/contract/orders';
import type { AnalyticsEvent } from '../analytics/analytics-events';
import { CURRENCY, VAT_RATE } from '../constants';

/** Steps of `checkout_progress` (the spec's legacy event), in the order the shopper meets them. */
export const CHECKOUT_STEPS = ['identification', 'shipping', 'payment', 'pay'] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

const cents = (euros: number) => Math.round(euros * 100);

function cartItems(items: readonly CartItem[]) {
  return items.map((item) => ({
    item_id: String(item.product.id),
    item_name: item.product.name,
    item_brand: item.product.brand?.name,
    price: item.price.unit ?? 0,
    quantity: item.quantity,
  }));
}

/** GA4's `value`: Σ price × quantity, without shipping (domain facts). */
function itemsValue(items: readonly { price: number; quantity: number }[]): number {
  return items.reduce((sum, item) => sum + cents(item.price) * item.quantity, 0) / 100;
}

/** The parameters of the checkout's events, from the cart in checkout (`checkout_b2c`). */
function checkoutParams(cart: Cart): Record<string, unknown> {
  const items = cartItems(cart.items);
  return { currency: CURRENCY, value: itemsValue(items), coupon: cart.coupon?.code, items };
}

export function beginCheckoutEvent(cart: Cart): AnalyticsEvent {
  return { name: 'begin_checkout', params: checkoutParams(cart) };
}

/** `checkout_progress` with its step number (1 = identification … 4 = pay). */
export function checkoutProgressEvent(cart: Cart, step: CheckoutStepName): AnalyticsEvent {
  return {
    name: 'checkout_progress',
    params: { ...checkoutParams(cart), checkout_step: CHECKOUT_STEPS.indexOf(step) + 1 },
  };
}

/** `add_shipping_info` with the carrier the checkout's data names. */
export function addShippingInfoEvent(cart: Cart, carrier: Carrier | null): AnalyticsEvent {
  return {
    name: 'add_shipping_info',
    params: { ...checkoutParams(cart), shipping_tier: carrier?.name },
  };
}

function orderParams(order: Order): Record<string, unknown> {
  const items = order.items.map((item) => ({
    item_id: String(item.product.id),
    item_name: item.product.name,
    price: item.unit_price,
    quantity: item.quantity,
  }));
  return { currency: CURRENCY, value: itemsValue(items), items };
}

export function addPaymentInfoEvent(order: Order): AnalyticsEvent {
  return {
    name: 'add_payment_info',
    params: { ...orderParams(order), payment_type: order.payment_method.name },
  };
}

/** `purchase` after a confirmed payment: prices include IVA, so the tax is the part of the total it makes up. */
export function purchaseEvent(order: Order): AnalyticsEvent {
  const totalCents = cents(order.totals.total);
  const taxCents = totalCents - Math.round(totalCents / (1 + VAT_RATE));
  return {
    name: 'purchase',
    params: {
      ...orderParams(order),
      transaction_id: order.number,
      shipping: order.totals.shipping,
      tax: taxCents / 100,
      coupon: order.discounts.map((discount) => discount.name).join(', ') || undefined,
    },
  };
}
