/**
 * The cart's money rules, pure and in integer cents (no float drift: 0.1 + 0.2 never shows up in a
 * total). Prices come in euros with two decimals; the JSON divides cents by 100 on the way out.
 */

/** From this subtotal after discounts shipping is free (answered as `free_shipping_from`). */
export const FREE_SHIPPING_FROM_CENTS = 4900;
/** Shipping of a non-empty cart below the free-shipping threshold. */
export const SHIPPING_CENTS = 495;
/** The automatic discount: 5 % of the subtotal from 6 units in the cart (all lines together). */
export const VOLUME_DISCOUNT = {
  id: 1,
  name: 'Descuento por volumen (5 %)',
  percent: 5,
  minUnits: 6,
} as const;
/** Gift cards are the products filed in this shop (spec §9) or below it. */
export const GIFT_CARD_CATEGORY_ID = 10197;
/** Amount a buyer may choose for a gift card (`prices_override[0].price`). */
export const GIFT_CARD_MIN_CENTS = 1000;
export const GIFT_CARD_MAX_CENTS = 50000;
/** Bounds of a saved cart. */
export const CART_LIMITS = {
  lines: 100,
  quantity: 999,
  customizations: 5,
  customizationName: 40,
  customizationValue: 200,
} as const;

/** A price in euros (two decimals at most) as integer cents. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** True when a number of euros has at most two decimals (a price the cart can hold exactly). */
export function isWholeCents(euros: number): boolean {
  return Number.isFinite(euros) && Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6;
}

/** Cents as euros for JSON (27.12, not 27.119999). */
export function toEuros(cents: number): number {
  return cents / 100;
}

/** Spanish money for messages: 1234.5 € → '1234,50 €'. */
export function formatEuros(cents: number): string {
  return `${(cents / 100).toFixed(2).replace('.', ',')} €`;
}

/** True when a product's category chain ('10197/20100/20101') puts it among the gift cards. */
export function isGiftCard(categoryIds: string): boolean {
  return categoryIds.split('/').includes(String(GIFT_CARD_CATEGORY_ID));
}

/**
 * The unit a line is paid at and its list (pre-offer) unit, in cents. A product pays its paid price
 * (the offer when there is one, see catalog/price.ts); a gift card pays the amount its buyer chose,
 * and has no price at all until one is chosen.
 */
export function lineUnits(
  product: { paidCents: number; listCents: number; giftCard: boolean },
  override: number | undefined,
): { unitCents: number | null; listCents: number | null } {
  if (!product.giftCard) return { unitCents: product.paidCents, listCents: product.listCents };
  const amount = override === undefined ? null : toCents(override);
  return { unitCents: amount, listCents: amount };
}

export interface PricingLine {
  quantity: number;
  /** Unit paid, null for a gift card without an amount (the line then totals 0). */
  unitCents: number | null;
  /** Unit before any offer, for `total_original`. */
  listCents: number | null;
  /** False for what is not shipped (a digital gift card): it costs no shipping. Default true. */
  ships?: boolean;
}

export interface PricingCoupon {
  /** Id of the coupon's entry in `discounts[]`. */
  id: number;
  name: string;
  kind: 'percent' | 'amount';
  /** Percent (10 = 10 %) or euros off. */
  value: number;
  minSubtotalCents: number;
}

export interface PricedCart {
  lines: { unitCents: number | null; totalCents: number; totalOriginalCents: number }[];
  subtotalCents: number;
  discounts: { id: number; name: string; amountCents: number }[];
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** The coupon discounts something now (its minimum is met and the cart has something to discount). */
  couponApplies: boolean;
  /** What counts toward free shipping: the goods that ship, after discounts (never a digital card). */
  shippedAmountCents: number;
  /** Every line is digital: no carrier charges anything. */
  nothingShips: boolean;
}

/**
 * Totals of a cart. The volume discount takes its percent of the subtotal; the coupon then applies
 * to what is left (a percent of it, or its euros capped at it), so discounts never exceed the
 * subtotal. A coupon whose minimum subtotal is not met stays on the cart but discounts nothing.
 * Discounts of 0 are not listed. Shipping is free for an empty cart or from the threshold, which is
 * compared with the subtotal after discounts.
 */
export function priceCart(lines: readonly PricingLine[], coupon: PricingCoupon | null): PricedCart {
  const priced = lines.map((line) => ({
    unitCents: line.unitCents,
    totalCents: (line.unitCents ?? 0) * line.quantity,
    totalOriginalCents: (line.listCents ?? 0) * line.quantity,
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const discounts: PricedCart['discounts'] = [];
  if (units >= VOLUME_DISCOUNT.minUnits) {
    const amountCents = percentOf(subtotalCents, VOLUME_DISCOUNT.percent);
    if (amountCents > 0) {
      discounts.push({ id: VOLUME_DISCOUNT.id, name: VOLUME_DISCOUNT.name, amountCents });
    }
  }
  let couponApplies = false;
  if (coupon && subtotalCents >= coupon.minSubtotalCents) {
    const left = subtotalCents - sum(discounts);
    const amountCents = Math.min(
      left,
      coupon.kind === 'percent' ? percentOf(left, coupon.value) : toCents(coupon.value),
    );
    if (amountCents > 0) {
      discounts.push({ id: coupon.id, name: coupon.name, amountCents });
      couponApplies = true;
    }
  }
  const discountCents = sum(discounts);
  // A digital gift card has its own rule: it ships nothing, so it costs no shipping and does not
  // buy free shipping for the goods beside it.
  const digitalCents = priced.reduce(
    (total, line, i) => total + (lines[i]!.ships === false ? line.totalCents : 0),
    0,
  );
  const shippedAmountCents = Math.max(0, subtotalCents - discountCents - digitalCents);
  const nothingShips = lines.length > 0 && lines.every((line) => line.ships === false);
  const shippingCents =
    lines.length === 0 || nothingShips || shippedAmountCents >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS;
  return {
    lines: priced,
    subtotalCents,
    discounts,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    couponApplies,
    shippedAmountCents,
    nothingShips,
  };
}

/** A percent of an amount in cents, rounded half up to the cent. */
function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

function sum(discounts: readonly { amountCents: number }[]): number {
  return discounts.reduce((total, discount) => total + discount.amountCents, 0);
}
