import type { Cart } from '@shop/contract/cart';
import { ProductThumb } from '../shared/ProductThumb';
import { es, format } from '../../i18n/es';
import { CART_LINE_IMAGE_PX } from '../../lib/constants';
import { formatPrice } from '../../lib/format/format';
import { useCheckoutView } from './use-checkout-view';

interface Props {
  /** The cart in checkout (`checkout_b2c`) the server read: its shipping is the chosen carrier's. */
  cart: Cart;
}

/**
 * The order summary beside every step: lines with thumbnails, then subtotal, discounts, shipping
 * and total. On the payment step it hydrates, and a coupon applied or taken off there changes its
 * totals in place ($checkout's summary); elsewhere it is only its server HTML.
 */
export default function CheckoutSummary({ cart: initial }: Props) {
  const { view } = useCheckoutView({ summary: initial });
  const cart = view.summary ?? initial;
  const { totals } = cart;
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-md border border-gray-300 p-4"
      data-checkout-summary
    >
      <h2 id="summary-title" className="mb-3 text-lg font-semibold">
        {es.checkout.summary}
      </h2>
      <ul className="mb-3 divide-y divide-gray-200 text-sm" data-summary-items>
        {cart.items.map((item) => (
          <li key={item.product.id} className="flex items-center gap-3 py-2">
            <ProductThumb
              image={item.product.image}
              px={CART_LINE_IMAGE_PX}
              loading="lazy"
              decoding="async"
              className="h-14 w-14 shrink-0 rounded border border-gray-200 object-cover"
            />
            <span className="min-w-0 flex-1">
              {format(es.checkout.summaryItem, { quantity: item.quantity, name: item.product.name })}
            </span>
            <span className="whitespace-nowrap">{formatPrice(item.price.total)}</span>
          </li>
        ))}
      </ul>
      <dl
        className="order-totals ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm"
        data-summary-totals
      >
        <dt>{es.cart.subtotal}</dt>
        <dd className="text-right">{formatPrice(totals.subtotal)}</dd>
        {cart.discounts.map((discount) => (
          <div key={discount.id} className="contents">
            <dt>{discount.name}</dt>
            <dd className="text-right">−{formatPrice(discount.amount)}</dd>
          </div>
        ))}
        <dt>{es.cart.shipping}</dt>
        <dd className="text-right">
          {totals.shipping === 0 ? es.checkout.free : formatPrice(totals.shipping)}
        </dd>
        <dt className="text-base font-bold">{es.cart.total}</dt>
        <dd className="text-right text-base font-bold" data-summary-total>
          {formatPrice(totals.total)}
        </dd>
      </dl>
      <p className="mt-3 text-sm">
        <a href="/cart" className="underline">
          {es.checkout.editCart}
        </a>
      </p>
    </section>
  );
}
