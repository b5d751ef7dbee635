import type { DatabaseSync } from 'node:sqlite';
import { CART_LIMITS } from '../cart/pricing.ts';
import { oneRow, transaction } from '../db.ts';

/**
 * Moves a guest's shopping data to the customer who just logged in (or registered), in one
 * transaction:
 * - cart lines follow the customer's own, in their order; a product in both carts gets the sum of
 *   the quantities, capped at the stock (never below what either cart held) and at 999; the
 *   customer's line keeps its gift-card amount and customisations;
 * - the guest's coupon is kept only when the customer's cart has none;
 * - wishlist ids are added (duplicates dropped), as the most recently added;
 * - an age confirmation and gift-card requests carry over.
 * The guest's rows are gone afterwards: the guest session itself is replaced at login.
 */
export function createGuestMerge(db: DatabaseSync) {
  const moveLines =
    db.prepare(`INSERT INTO cart_lines (owner, product_id, position, quantity, prices_override,
      products_customization)
    SELECT :to, l.product_id, :after + l.position, l.quantity, l.prices_override, l.products_customization
    FROM cart_lines l WHERE l.owner = :from ORDER BY l.position
    ON CONFLICT (owner, product_id) DO UPDATE SET quantity = MIN(
      cart_lines.quantity + excluded.quantity,
      :max,
      MAX((SELECT quantity FROM products WHERE id = excluded.product_id), cart_lines.quantity, excluded.quantity))`);
  const nextPosition = db.prepare(
    'SELECT COALESCE(MAX(position) + 1, 0) AS next FROM cart_lines WHERE owner = ?',
  );
  // A guest who began checking out goes on checking out as the customer.
  const moveCart = db.prepare(`INSERT INTO carts (owner, coupon_code, updated_at, checkout_at)
    SELECT :to, coupon_code, :now, checkout_at FROM carts WHERE owner = :from
    ON CONFLICT (owner) DO UPDATE SET coupon_code = COALESCE(carts.coupon_code, excluded.coupon_code),
      updated_at = excluded.updated_at, checkout_at = COALESCE(carts.checkout_at, excluded.checkout_at)`);
  const moveWishlist = db.prepare(`INSERT INTO wishlist (owner, product_id, created_at)
    SELECT :to, product_id, created_at FROM wishlist WHERE owner = :from ORDER BY id
    ON CONFLICT DO NOTHING`);
  const moveAge = db.prepare(`INSERT INTO age_confirmations (owner, confirmed_at)
    SELECT :to, confirmed_at FROM age_confirmations WHERE owner = :from
    ON CONFLICT (owner) DO NOTHING`);
  const moveGiftCards = db.prepare('UPDATE gift_card_requests SET owner = :to WHERE owner = :from');
  const deletes = ['cart_lines', 'carts', 'wishlist', 'age_confirmations'].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE owner = :from`),
  );

  return (from: string, to: string): void => {
    transaction(db, () => {
      const { next } = oneRow<{ next: number }>(nextPosition, to)!;
      moveLines.run({ from, to, after: next, max: CART_LIMITS.quantity });
      moveCart.run({ from, to, now: Date.now() });
      moveWishlist.run({ from, to });
      moveAge.run({ from, to });
      moveGiftCards.run({ from, to });
      for (const remove of deletes) remove.run({ from });
    });
  };
}
