import { BillingAddress, BillingAddressRequest, ShippingAddress, ShippingAddressRequest } from './account.ts';
import * as z from 'zod/mini';
import { intFrom, numberFrom } from './zod.ts';

/** A carrier priced for the caller's cart (`POST /api/v2/sales/carriers/availables`, and an order's). */
export const Carrier = z.object({
  id: z.int(),
  name: z.string(),
  price: numberFrom(0),
  /** Working days from payment to delivery. */
  delivery_days: intFrom(0),
});
export type Carrier = z.infer<typeof Carrier>;

/**
 * A carrier as `POST /api/v2/sales/carriers/availables` offers it: with the cart subtotal (after
 * discounts) from which it ships free, null when it never does. The product page shows the
 * peninsula's carriers and that threshold from this answer, as the checkout lists them.
 */
export const AvailableCarrier = z.extend(Carrier, { free_from: z.nullable(numberFrom(0)) });
export type AvailableCarrier = z.infer<typeof AvailableCarrier>;

/** Body of `POST /api/v2/sales/carriers/availables`. */
export const CarriersRequest = z.object({ postal_code: z.string() });
export type CarriersRequest = z.infer<typeof CarriersRequest>;

/** The ways to pay the shop offers. */
export const PaymentMethodCode = z.enum(['redsys_card', 'bank_transfer']);
export type PaymentMethodCode = z.infer<typeof PaymentMethodCode>;

/** A way to pay: `GET /api/v2/sales/payments/available` → `{data: PaymentMethod[]}`. */
export const PaymentMethod = z.object({ code: PaymentMethodCode, name: z.string() });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** The first checkout step whose data is missing; `review` when the order can be placed. */
export const CheckoutStep = z.enum(['identification', 'shipping', 'payment', 'review']);
export type CheckoutStep = z.infer<typeof CheckoutStep>;

/**
 * The checkout's own data, kept by the API for the shopper: `GET | POST | PUT
 * /api/v2/sales/checkout` → `{data}`. The cart it orders, priced with the chosen carrier, is
 * `GET checkout_b2c` (a `Cart`).
 */
export const Checkout = z.object({
  step: CheckoutStep,
  guest: z.boolean(),
  /** The contact e-mail: the one given, else the customer's account e-mail. */
  email: z.nullable(z.string()),
  /** The contact phone given (9 digits). */
  phone: z.nullable(z.string()),
  shipping_address: z.nullable(ShippingAddress),
  /** The saved address the shipping address was copied from. */
  shipping_address_id: z.nullable(z.int()),
  billing_address: z.nullable(BillingAddress),
  /** Null until chosen, or when it does not deliver to the address. */
  carrier: z.nullable(Carrier),
  payment_method: z.nullable(PaymentMethod),
  notes: z.nullable(z.string()),
  /** Set once the order is placed. */
  order_id: z.nullable(z.int()),
});
export type Checkout = z.infer<typeof Checkout>;

/** Body of `PUT /api/v2/sales/checkout` (and, optionally, of the POST that creates it): a key left out keeps its value, `null` clears it. */
export const CheckoutChanges = z.object({
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  shipping_address: z.optional(z.nullable(ShippingAddressRequest)),
  shipping_address_id: z.optional(z.nullable(z.int())),
  billing_address: z.optional(z.nullable(BillingAddressRequest)),
  carrier_id: z.optional(z.nullable(z.int())),
  payment_method: z.optional(z.nullable(PaymentMethodCode)),
  notes: z.optional(z.nullable(z.string())),
});
export type CheckoutChanges = z.infer<typeof CheckoutChanges>;

/** A coupon on offer (spec §3 coupon): `GET /store-front/api/sales/cart/coupon/available` → `{data: Coupon[]}`. */
export const Coupon = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'amount']),
  value: z.number(),
  min_subtotal: z.number(),
});
export type Coupon = z.infer<typeof Coupon>;

/** Body of `POST /store-front/api/sales/cart/coupon/apply`; it answers `{data: Cart}`. */
export const CouponApplyRequest = z.object({ code: z.string() });
export type CouponApplyRequest = z.infer<typeof CouponApplyRequest>;

/** Body of `POST cart_b2c/gift-card/request` (spec §3 gift card request): a Spanish mobile. */
export const GiftCardRequest = z.object({ mobile: z.string() });
export type GiftCardRequest = z.infer<typeof GiftCardRequest>;

/** `POST cart_b2c/gift-card/request` → `{data}`: the request was recorded. */
export const GiftCardRequested = z.object({ requested: z.literal(true) });
export type GiftCardRequested = z.infer<typeof GiftCardRequested>;
