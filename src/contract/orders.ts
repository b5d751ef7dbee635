import { BillingAddress, ShippingAddress } from './account.ts';
import { CartDiscount, ProductCustomization, Totals } from './cart.ts';
import { Carrier, PaymentMethod, PaymentMethodCode } from './checkout.ts';
import { lineProduct } from './fields.ts';
import * as z from 'zod/mini';
import { intFrom } from './zod.ts';

/** Where an order is in its life. */
export const OrderStatus = z.enum(['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** A line of an order at the price paid; its `id` is what the rating calls take. */
export const OrderItem = z.object({
  id: z.int(),
  product: z.object(lineProduct),
  quantity: intFrom(1),
  unit_price: z.number(),
  total: z.number(),
  products_customization: z.array(ProductCustomization),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** Where to send a bank transfer: on pending orders paid by transfer; `concept` is the order number. */
export const BankTransferInstructions = z.object({
  iban: z.string(),
  beneficiary: z.string(),
  concept: z.string(),
  amount: z.number(),
  days_to_pay: z.int(),
});
export type BankTransferInstructions = z.infer<typeof BankTransferInstructions>;

/** An order: `GET store-front/api/sales/order/{id}`, `…/pay`, the guest's order and placing (`POST /api/v1/cart/checkout`) → `{data}`. */
export const Order = z.object({
  id: z.int(),
  /** 'MT-000123'. */
  number: z.string(),
  status: OrderStatus,
  status_label: z.string(),
  created_at: z.iso.datetime(),
  paid_at: z.nullable(z.iso.datetime()),
  items: z.array(OrderItem),
  totals: Totals,
  discounts: z.array(CartDiscount),
  shipping_address: ShippingAddress,
  billing_address: z.nullable(BillingAddress),
  /** With the price paid. */
  carrier: Carrier,
  payment_method: PaymentMethod,
  bank_transfer: z.nullable(BankTransferInstructions),
  email: z.string(),
  phone: z.string(),
  notes: z.nullable(z.string()),
  invoice_id: z.nullable(z.int()),
  /** Pending payment: the shop offers to pay it. */
  can_pay: z.boolean(),
  /** Delivered: its products can be rated. */
  can_rate: z.boolean(),
});
export type Order = z.infer<typeof Order>;

/** An invoice of a paid order: `GET /store-front/api/sales/invoice` → `{data: Invoice[]}` (the PDF is `…/{id}.pdf`). */
export const Invoice = z.object({
  id: z.int(),
  /** 'F2026-000123'. */
  number: z.string(),
  order_id: z.int(),
  issued_at: z.iso.datetime(),
  total: z.number(),
});
export type Invoice = z.infer<typeof Invoice>;

/** What proves a guest's order is theirs (spec §7 guest calls): its e-mail or phone, as query or body. */
export const GuestProof = z.union([z.object({ email: z.string() }), z.object({ phone: z.string() })]);
export type GuestProof = z.infer<typeof GuestProof>;

/**
 * Body of `POST …/order/{id}/pay`: optionally another way to pay the pending order (a transfer
 * after a denied card); the same order, its number and lines kept.
 */
export const PayRequest = z.object({ payment_method: z.optional(PaymentMethodCode) });
export type PayRequest = z.infer<typeof PayRequest>;

/**
 * Body of the guest's `…/to-cart`: the proof (GuestProof), which the session that placed the order
 * or looked it up within the grant may leave out.
 */
export const GuestContactBody = z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) });
export type GuestContactBody = z.infer<typeof GuestContactBody>;

/** Body of the guest's `…/pay`: the proof as for `…/to-cart`, and optionally another method. */
export const GuestPayRequest = z.extend(GuestContactBody, { payment_method: z.optional(PaymentMethodCode) });
export type GuestPayRequest = z.infer<typeof GuestPayRequest>;
