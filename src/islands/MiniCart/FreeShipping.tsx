import type { Cart } from '@shop/contract/cart';
import { es, format } from '../../i18n/es';
import { freeShippingProgress } from '../../lib/cart/free-shipping';
import { formatPrice } from '../../lib/format/format';

/**
 * "Te faltan X € para el envío gratis" and a bar (the cart page and the mini cart), by the
 * threshold the API sends with the cart.
 * A polite live region: when a quantity makes shipping free, that is said, not only drawn.
 */
export function FreeShipping({ cart }: { cart: Cart }) {
  const progress = freeShippingProgress(cart);
  return (
    <div role="status" className="free-shipping mt-3 text-sm">
      {progress && (
        <>
          <p className={progress.remaining === 0 ? 'font-semibold text-green-800' : undefined}>
            {progress.remaining === 0
              ? es.cart.freeShippingReached
              : format(es.cart.freeShippingLeft, { amount: formatPrice(progress.remaining) })}
          </p>
          {/* The words above say it all; the bar is for the eye (a progress element: no inline style). */}
          <progress aria-hidden="true" value={progress.done} max={1} className="free-shipping-bar" />
        </>
      )}
    </div>
  );
}
