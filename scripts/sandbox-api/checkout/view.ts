import type { Cart } from '@shop/contract/cart';
import type { Checkout, CheckoutStep } from '@shop/contract/checkout';
import { cartJson, priceRows } from '../cart/serialize.ts';
import type { CartRow, CouponRow } from '../cart/store.ts';
import { type PricedCart, toEuros } from '../cart/pricing.ts';
import type { PublicUrls } from '../catalog/serialize.ts';
import type { CatalogIndex } from '../catalog/store.ts';
import { carrierJson, carriersFor, type PricedCarrier } from './carriers.ts';
import { paymentMethod } from './payment-methods.ts';
import type { CheckoutRecord } from './store.ts';

/** What a checkout is built from besides its record. */
export interface CheckoutSource {
  guest: boolean;
  /** The customer's account e-mail; null for a guest. */
  accountEmail: string | null;
  rows: readonly CartRow[];
  coupon: CouponRow | undefined;
}

/** The steps' data as the step rule reads it. */
export interface StepData {
  guest: boolean;
  email: string | null;
  shippingAddress: unknown;
  carrier: unknown;
  paymentMethod: unknown;
}

/**
 * The first step whose data is missing. A customer is identified by the session; a guest by the
 * e-mail given (the phone is optional: the shipping address carries one). Shipping needs the address
 * and a carrier that delivers there.
 */
export function checkoutStep(data: StepData): CheckoutStep {
  if (data.guest && !data.email) return 'identification';
  if (!data.shippingAddress || !data.carrier) return 'shipping';
  if (!data.paymentMethod) return 'payment';
  return 'review';
}

/** A checkout's money: the cart's pricing with the chosen carrier's shipping. */
export interface CheckoutPricing {
  lines: PricedCart['lines'];
  subtotalCents: number;
  discountCents: number;
  discounts: { id: number; name: string; amountCents: number }[];
  shippingCents: number;
  totalCents: number;
  /** Null while none is chosen or when it does not deliver to the address. */
  carrier: PricedCarrier | null;
}

export function priceCheckout(
  record: CheckoutRecord | null,
  rows: readonly CartRow[],
  coupon: CouponRow | undefined,
): CheckoutPricing {
  const priced = priceRows(rows, coupon);
  const amountCents = priced.subtotalCents - priced.discountCents;
  const address = record?.shipping_address;
  const carrier =
    address && record.carrier_id !== null
      ? (carriersFor(address.postal_code, priced.shippedAmountCents, priced.nothingShips).find(
          (option) => option.id === record.carrier_id,
        ) ?? null)
      : null;
  const shippingCents = carrier ? carrier.priceCents : priced.shippingCents;
  return {
    lines: priced.lines,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    discounts: priced.discounts,
    shippingCents,
    totalCents: amountCents + shippingCents,
    carrier,
  };
}

/** The contact e-mail of a checkout: the one given, else the customer's. */
export function contactEmail(record: CheckoutRecord | null, accountEmail: string | null): string | null {
  return record?.email ?? accountEmail;
}

/**
 * `GET /api/v2/sales/checkout`'s JSON: the checkout's own data (contact, addresses, carrier,
 * payment, notes) and the step they reach. The cart it will order is `checkout_b2c`'s.
 */
export function checkoutJson(record: CheckoutRecord, source: CheckoutSource): Checkout {
  const pricing = priceCheckout(record, source.rows, source.coupon);
  const email = contactEmail(record, source.accountEmail);
  const method = paymentMethod(record.payment_method);
  return {
    step: checkoutStep({
      guest: source.guest,
      email,
      shippingAddress: record.shipping_address,
      carrier: pricing.carrier,
      paymentMethod: method,
    }),
    guest: source.guest,
    email,
    phone: record.phone,
    shipping_address: record.shipping_address,
    shipping_address_id: record.shipping_address_id,
    billing_address: record.billing_address,
    carrier: pricing.carrier ? carrierJson(pricing.carrier) : null,
    payment_method: method,
    notes: record.notes,
    order_id: record.order_id,
  };
}

/**
 * `GET checkout_b2c`'s JSON: the cart in checkout, in the cart's own shape, its shipping the
 * chosen carrier's price (the cart's standard shipping until one is chosen) and its total with it.
 */
export function checkoutCartJson(
  record: CheckoutRecord | null,
  source: CheckoutSource,
  index: CatalogIndex,
  urls: PublicUrls,
): Cart {
  const cart = cartJson(source.rows, source.coupon, index, urls);
  const pricing = priceCheckout(record, source.rows, source.coupon);
  return {
    ...cart,
    totals: { ...cart.totals, shipping: toEuros(pricing.shippingCents), total: toEuros(pricing.totalCents) },
  };
}
