import { UnitPrice } from './catalogue.ts';
import { ApiErrorBody } from './errors.ts';
import { lineProduct } from './fields.ts';
import * as z from 'zod/mini';
import { intFrom } from './zod.ts';

/** A price chosen by the buyer for a line (gift cards: the amount of the card). */
export const PriceOverride = z.object({ price: z.number() });
export type PriceOverride = z.infer<typeof PriceOverride>;

/** A buyer's customisation of a line (e.g. a gift message), echoed back by the cart. */
export const ProductCustomization = z.object({ name: z.string(), value: z.string() });
export type ProductCustomization = z.infer<typeof ProductCustomization>;

/** One line as the shop sends it in `POST cart_b2c` (spec §7). */
export const CartLine = z.object({
  id: z.int(),
  quantity: z.int(),
  prices_override: z.optional(z.array(PriceOverride)),
  products_customization: z.optional(z.array(ProductCustomization)),
});
export type CartLine = z.infer<typeof CartLine>;

/** Body of `POST /store-front/api/sales/cart_b2c`: replaces the cart with these lines. */
export const CartSaveRequest = z.object({ products: z.array(CartLine) });
export type CartSaveRequest = z.infer<typeof CartSaveRequest>;

/** The product as a cart line shows it. */
export const CartProduct = z.object({
  ...lineProduct,
  brand: z.nullable(z.object({ name: z.string(), slug: z.string() })),
  /** Units in stock. */
  quantity: intFrom(0),
  adult: z.boolean(),
  /** Products sold by weight or volume: the price per kg or litre of the line's unit price. */
  unit_price: z.optional(UnitPrice),
});
export type CartProduct = z.infer<typeof CartProduct>;

/** A cart line as the API answers it (spec §3 Cart item); `unit` is null while a gift card has no amount. */
export const CartItem = z.object({
  product: CartProduct,
  quantity: intFrom(1),
  prices_override: z.array(PriceOverride),
  products_customization: z.array(ProductCustomization),
  price: z.object({ unit: z.nullable(z.number()), total: z.number(), total_original: z.number() }),
  prices: z.object({ unit: z.nullable(z.number()) }),
  coupon: z.nullable(z.object({ name: z.string() })),
});
export type CartItem = z.infer<typeof CartItem>;

/** A discount on a cart or an order (spec §3): volume discount, coupon … in euros. */
export const CartDiscount = z.object({ id: z.int(), name: z.string(), amount: z.number() });
export type CartDiscount = z.infer<typeof CartDiscount>;

/** Money of a cart, checkout or order in euros (spec §3 Cart totals). */
export const Totals = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type Totals = z.infer<typeof Totals>;

/** The coupon applied to a cart (spec §3 coupon: code), with the name the shop shows. */
export const AppliedCoupon = z.object({ code: z.string(), name: z.string() });
export type AppliedCoupon = z.infer<typeof AppliedCoupon>;

/** `GET | POST /store-front/api/sales/cart_b2c` → `{data: Cart}` (spec §3 Cart); also coupon apply and to-cart. */
export const Cart = z.object({
  items: z.array(CartItem),
  totals: Totals,
  discounts: z.array(CartDiscount),
  coupon: z.nullable(AppliedCoupon),
  /** Subtotal from which shipping is free. */
  free_shipping_from: z.number(),
});
export type Cart = z.infer<typeof Cart>;

/** 409 on saving a cart (spec §5): the products that need the buyer's age confirmed. */
export const AdultCheckBody = z.extend(ApiErrorBody, { products: z.array(z.int()) });
export type AdultCheckBody = z.infer<typeof AdultCheckBody>;

/** `GET /store-front/api/{product}/greater-18` → `{data}`: the session may now save adult products. */
export const AgeConfirmation = z.object({ confirmed: z.literal(true) });
export type AgeConfirmation = z.infer<typeof AgeConfirmation>;
