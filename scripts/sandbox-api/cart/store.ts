import type { DatabaseSync } from 'node:sqlite';
import type { Coupon } from '@shop/contract/checkout';
import { PAID_PRICE_SQL } from '../catalog/price.ts';
import { allRows, oneRow, transaction } from '../db.ts';
import type { LineProduct, ValidLine } from './lines.ts';

/** Why the checkout's data cannot be created, nor its order placed: the cart was not moved into checkout. */
export const NOT_IN_CHECKOUT = 'Empieza la compra desde el carrito.';

/** A stored coupon: the contract's fields plus its discount id and expiry (null = never). */
export interface CouponRow extends Coupon {
  id: number;
  expires_at: string | null;
}

/** A saved line with what the cart JSON needs of its product. */
export interface CartRow {
  product_id: number;
  line_quantity: number;
  /** JSON of PriceOverride[] and ProductCustomization[]. */
  prices_override: string;
  products_customization: string;
  name: string;
  sku: string;
  url_path: string;
  brand_id: number;
  stock: number;
  adult: number;
  category_ids: string;
  /** kg; a gift card that weighs nothing is digital: nothing to ship. */
  weight: number;
  price: number;
  paid_price: number;
  net_unit: string | null;
  net_amount: number | null;
}

/**
 * Carts in SQLite: `carts` holds the owner's applied coupon and whether the cart is in checkout,
 * `cart_lines` its lines in the order they were sent. Saving replaces every line at once, as the
 * shop saves its whole local cart.
 */
export function createCartStore(db: DatabaseSync) {
  const product = db.prepare('SELECT id, name, quantity, category_ids, adult FROM products WHERE id = ?');
  const lines = db.prepare(`SELECT l.product_id, l.quantity AS line_quantity, l.prices_override,
      l.products_customization, p.name, p.sku, p.url_path, p.brand_id, p.quantity AS stock, p.adult,
      p.category_ids, p.weight, p.price, ${PAID_PRICE_SQL} AS paid_price, p.net_unit, p.net_amount
    FROM cart_lines l JOIN products p ON p.id = l.product_id WHERE l.owner = ? ORDER BY l.position`);
  const deleteLines = db.prepare('DELETE FROM cart_lines WHERE owner = ?');
  const deleteCart = db.prepare('DELETE FROM carts WHERE owner = ?');
  const upsertCart = db.prepare(`INSERT INTO carts (owner, coupon_code, updated_at) VALUES (?, NULL, ?)
    ON CONFLICT (owner) DO UPDATE SET updated_at = excluded.updated_at`);
  const insertLine = db.prepare(`INSERT INTO cart_lines (owner, product_id, position, quantity,
    prices_override, products_customization) VALUES (?, ?, ?, ?, ?, ?)`);
  const setCoupon = db.prepare('UPDATE carts SET coupon_code = ?, updated_at = ? WHERE owner = ?');
  const liveCoupon = 'expires_at IS NULL OR expires_at > ?';
  const couponByCode = db.prepare(`SELECT * FROM coupons WHERE code = ? AND (${liveCoupon})`);
  const cartCoupon = db.prepare(`SELECT c.* FROM carts k JOIN coupons c ON c.code = k.coupon_code
    WHERE k.owner = ? AND (${liveCoupon})`);
  const available = db.prepare(`SELECT * FROM coupons WHERE ${liveCoupon} ORDER BY id`);
  const confirm = db.prepare(`INSERT INTO age_confirmations (owner, confirmed_at) VALUES (?, ?)
    ON CONFLICT (owner) DO UPDATE SET confirmed_at = excluded.confirmed_at`);
  const confirmed = db.prepare('SELECT 1 FROM age_confirmations WHERE owner = ?');
  const giftCardRequest = db.prepare(
    'INSERT INTO gift_card_requests (owner, mobile, created_at) VALUES (?, ?, ?)',
  );
  const beginCheckout = db.prepare(
    'UPDATE carts SET checkout_at = ? WHERE owner = ? AND checkout_at IS NULL',
  );
  const checkoutSince = db.prepare('SELECT checkout_at FROM carts WHERE owner = ?');
  const now = () => Date.now();
  const nowIso = () => new Date().toISOString();

  return {
    product: (id: number) => oneRow<LineProduct>(product, id),
    lines: (owner: string) => allRows<CartRow>(lines, owner),
    /** Replaces the owner's lines; an empty list deletes the cart, its coupon included. */
    replace(owner: string, valid: readonly ValidLine[]): void {
      transaction(db, () => {
        deleteLines.run(owner);
        if (valid.length === 0) {
          deleteCart.run(owner);
          return;
        }
        upsertCart.run(owner, now());
        valid.forEach((line, position) => {
          insertLine.run(
            owner,
            line.product.id,
            position,
            line.quantity,
            JSON.stringify(line.prices_override),
            JSON.stringify(line.products_customization),
          );
        });
      });
    },
    clear(owner: string): void {
      transaction(db, () => {
        deleteLines.run(owner);
        deleteCart.run(owner);
      });
    },
    /**
     * `cart_b2c/transition`: the cart (which has lines) moves into checkout. True when it moved now,
     * false when it already was. Emptying the cart, or paying its order, ends the checkout phase
     * with the cart's row.
     */
    beginCheckout: (owner: string) => Number(beginCheckout.run(now(), owner).changes) > 0,
    /** Whether the owner's cart has been moved into checkout (and not emptied since). */
    inCheckout: (owner: string) =>
      (oneRow<{ checkout_at: number | null }>(checkoutSince, owner)?.checkout_at ?? null) !== null,
    /** A coupon that exists and has not expired, by its (upper-case) code. */
    coupon: (code: string) => oneRow<CouponRow>(couponByCode, code, nowIso()),
    /** The owner's applied coupon while it has not expired. */
    cartCoupon: (owner: string) => oneRow<CouponRow>(cartCoupon, owner, nowIso()),
    availableCoupons: () => allRows<CouponRow>(available, nowIso()),
    /** Sets the owner's coupon; null takes it off. */
    applyCoupon(owner: string, code: string | null): void {
      setCoupon.run(code, now(), owner);
    },
    confirmAge(owner: string): void {
      confirm.run(owner, now());
    },
    ageConfirmed: (owner: string) => confirmed.get(owner) !== undefined,
    recordGiftCardRequest(owner: string, mobile: string): void {
      giftCardRequest.run(owner, mobile, now());
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
