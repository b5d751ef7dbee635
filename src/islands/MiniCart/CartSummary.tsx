import type { Cart } from '@shop/contract/cart';
import { es } from '../../i18n/es';
import { formatPrice } from '../../lib/format/format';

/** Subtotal, shipping ('Gratis' when zero), each named discount, and total (spec §2). */
export function CartSummary({ cart }: { cart: Cart }) {
  const { totals } = cart;
  return (
    <dl className="cart-summary grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      <dt>{es.cart.subtotal}</dt>
      <dd className="text-right">{formatPrice(totals.subtotal)}</dd>
      <dt>{es.cart.shipping}</dt>
      <dd className="text-right">{totals.shipping === 0 ? es.common.free : formatPrice(totals.shipping)}</dd>
      {cart.discounts.map((discount) => (
        <div key={discount.id} className="contents text-green-800">
          <dt>{discount.name}</dt>
          <dd className="text-right">−{formatPrice(discount.amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">{es.cart.total}</dt>
      <dd className="cart-total text-right font-semibold">{formatPrice(totals.total)}</dd>
    </dl>
  );
}
