import type { Cart, CartItem, PriceOverride, ProductCustomization } from '@shop/contract/cart';
import type { Coupon } from '@shop/contract/checkout';
import { imageUrl, type PublicUrls } from '../catalog/serialize.ts';
import type { CatalogIndex } from '../catalog/store.ts';
import { unitPriceOf } from '../catalog/unit-price.ts';
import {
  FREE_SHIPPING_FROM_CENTS,
  isGiftCard,
  lineUnits,
  type PricedCart,
  priceCart,
  toCents,
  toEuros,
} from './pricing.ts';
import type { CartRow, CouponRow } from './store.ts';

/** The pricing of saved lines with the owner's coupon (null when none or expired). */
export function priceRows(rows: readonly CartRow[], coupon: CouponRow | undefined): PricedCart {
  const lines = rows.map((row) => {
    const override = (JSON.parse(row.prices_override) as PriceOverride[])[0]?.price;
    const product = {
      paidCents: toCents(row.paid_price),
      listCents: toCents(row.price),
      giftCard: isGiftCard(row.category_ids),
    };
    const ships = !(product.giftCard && row.weight === 0);
    return { quantity: row.line_quantity, ships, ...lineUnits(product, override) };
  });
  const rule = coupon
    ? {
        id: coupon.id,
        name: coupon.name,
        kind: coupon.kind,
        value: coupon.value,
        minSubtotalCents: toCents(coupon.min_subtotal),
      }
    : null;
  return priceCart(lines, rule);
}

/**
 * The contract's Cart. Every line's `coupon` names the applied coupon while it discounts (coupons
 * apply to the whole cart); `coupon` at the top stays set while the coupon is on the cart, even when
 * its minimum is no longer met.
 */
export function cartJson(
  rows: readonly CartRow[],
  coupon: CouponRow | undefined,
  index: CatalogIndex,
  urls: PublicUrls,
): Cart {
  const priced = priceRows(rows, coupon);
  const lineCoupon = priced.couponApplies && coupon ? { name: coupon.name } : null;
  const items = rows.map((row, position): CartItem => {
    const brand = index.brands.get(row.brand_id);
    const line = priced.lines[position]!;
    const unit = line.unitCents === null ? null : toEuros(line.unitCents);
    const unitPrice = unit === null ? undefined : unitPriceOf(unit, row);
    return {
      product: {
        id: row.product_id,
        name: row.name,
        sku: row.sku,
        url_path: row.url_path,
        image: { url: imageUrl(urls, 'products', row.product_id) },
        brand: brand ? { name: brand.name, slug: brand.slug } : null,
        quantity: row.stock,
        adult: row.adult === 1,
        ...(unitPrice ? { unit_price: unitPrice } : {}),
      },
      quantity: row.line_quantity,
      prices_override: JSON.parse(row.prices_override) as PriceOverride[],
      products_customization: JSON.parse(row.products_customization) as ProductCustomization[],
      price: { unit, total: toEuros(line.totalCents), total_original: toEuros(line.totalOriginalCents) },
      prices: { unit },
      coupon: lineCoupon,
    };
  });
  return {
    items,
    totals: {
      subtotal: toEuros(priced.subtotalCents),
      shipping: toEuros(priced.shippingCents),
      discount: toEuros(priced.discountCents),
      total: toEuros(priced.totalCents),
    },
    discounts: priced.discounts.map((discount) => ({
      id: discount.id,
      name: discount.name,
      amount: toEuros(discount.amountCents),
    })),
    coupon: coupon ? { code: coupon.code, name: coupon.name } : null,
    free_shipping_from: toEuros(FREE_SHIPPING_FROM_CENTS),
  };
}

/** A coupon as `GET …/coupon/available` lists it (without its id and expiry). */
export function couponJson(coupon: CouponRow): Coupon {
  return {
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.value,
    min_subtotal: coupon.min_subtotal,
  };
}
