import { useStore } from '../shared/use-store';
import { type FormEvent, useEffect, useState } from 'react';
import type { Cart } from '@shop/contract/cart';
import type { Coupon } from '@shop/contract/checkout';
import { es, format } from '../../i18n/es';
import { unitCount } from '../../lib/cart/cart-lines';
import { formatPrice } from '../../lib/format/format';
import { cart } from '../../stores/cart';
import { CartSummary } from '../MiniCart/CartSummary';
import { ClearCartDialog } from '../shared/ClearCartDialog';
import { CartLineRow } from './CartLineRow';
import { FreeShipping } from '../MiniCart/FreeShipping';
import { InPlaceAction } from '../shared/InPlaceAction';
import { useHydrated } from '../shared/use-hydrated';

interface Props {
  /** The cart the server read for this shopper (the page is private, never cached). */
  initial: Cart | null;
  coupons: Coupon[];
}

/** The empty cart: a word, and the way back to the shop. */
function EmptyCart() {
  return (
    <div className="py-8 text-center">
      <p className="mb-4 text-lg">{es.cart.empty}</p>
      <a href="/" className="btn-primary">
        {es.cart.continueShopping}
      </a>
    </div>
  );
}

interface CouponsProps {
  /** The coupon the cart holds, shown in the box. */
  code: string;
  coupons: Coupon[];
  saving: boolean;
  hydrated: boolean;
}

/** The coupon box (a plain form; hydrated, the cart store applies it) and the coupons on offer. */
function CartCoupons({ code, coupons, saving, hydrated }: CouponsProps) {
  const applyCoupon = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    cart.applyCoupon(String(new FormData(event.currentTarget).get('code') ?? ''));
  };

  return (
    <div className="h-fit rounded-lg border border-gray-200 p-4">
      <form method="post" action="/cart/coupon" onSubmit={applyCoupon}>
        <label htmlFor="coupon-code" className="block text-sm font-medium">
          {es.cart.couponLabel}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="coupon-code"
            type="text"
            name="code"
            required
            maxLength={40}
            defaultValue={code}
            className="min-w-0 flex-1 rounded-md border border-gray-400 px-2 py-1.5 uppercase"
          />
          <button
            type="submit"
            disabled={saving}
            className="rounded-md border border-gray-400 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 focus-ring"
          >
            {es.cart.couponApply}
          </button>
        </div>
      </form>
      {coupons.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{es.cart.couponsAvailable}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {coupons.map((coupon) => (
              <li key={coupon.code}>
                <strong>{coupon.code}</strong>: {coupon.description}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The /cart page's cart: every line with its quantity, the coupons, the totals and the way to
 * checkout. Rendered on the server as plain forms; hydrated, the same forms use the cart store.
 */
export default function CartPage({ initial, coupons }: Props) {
  const stored = useStore(cart.$cart);
  const saving = useStore(cart.$saving);
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    cart.seed(initial);
  }, [initial]);
  const current = hydrated ? stored : initial;

  if (!current) return <EmptyCart />;
  // One column on the phone, where the way to checkout is a bar stuck to the screen's bottom
  // while the cart is in view (sticky needs a flex parent: in a grid it would stick to its own
  // cell). From lg, the lines beside a column of summary, checkout and coupon.
  return (
    <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_auto_auto_1fr] lg:gap-y-4">
      <section aria-labelledby="cart-lines-title" className="lg:row-span-4">
        <h2 id="cart-lines-title" className="sr-only">
          {format(es.cart.viewCart, { count: unitCount(current) })}
        </h2>
        <ul className="divide-y divide-gray-200 border-y border-gray-200">
          {current.items.map((item) => (
            <CartLineRow
              key={item.product.id}
              item={item}
              busy={saving}
              onQuantity={hydrated ? cart.setQuantity : undefined}
            />
          ))}
        </ul>
        <InPlaceAction
          hydrated={hydrated}
          href="/cart?vaciar=1"
          className="mt-4 text-sm underline link-plain"
          linkClassName="inline-block"
          disabled={saving}
          onPress={() => setConfirming(true)}
        >
          {es.cart.clear}
        </InPlaceAction>
      </section>
      <aside aria-labelledby="cart-summary-title" className="h-fit rounded-lg border border-gray-200 p-4">
        <h2 id="cart-summary-title" className="mb-3 text-lg font-semibold">
          {es.cart.summary}
        </h2>
        <CartSummary cart={current} />
        <FreeShipping cart={current} />
      </aside>
      <div className="checkout-bar sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-4 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.1)] lg:static lg:mx-0 lg:block lg:border-0 lg:p-0 lg:shadow-none">
        <p className="font-semibold lg:hidden">
          {es.cart.total}: {formatPrice(current.totals.total)}
        </p>
        <a href="/checkout" className="btn-primary lg:w-full">
          {es.cart.checkoutOrder}
        </a>
      </div>
      <CartCoupons code={current.coupon?.code ?? ''} coupons={coupons} saving={saving} hydrated={hydrated} />
      <ClearCartDialog id="clear-cart-page" open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}
