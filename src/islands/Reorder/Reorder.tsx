import type { FormEvent } from 'react';
import { es, format } from '../../i18n/es';
import { cart } from '../../stores/cart';
import { useHydrated } from '../shared/use-hydrated';
import { useStore } from '../shared/use-store';

interface Props {
  orderId: number;
  /** The order's number, which names the button for a screen reader (one per row). */
  number: string;
  /**
   * Where the plain form posts: the order list by default (it fills the cart and goes to /cart);
   * the order's own page takes it too and stays there.
   */
  action?: string;
}

/**
 * "Volver a comprar" on the account's order lists and an order's page. Server HTML is a form
 * posting to the list, which puts the order's products into the cart and goes to /cart (or to the
 * order's page, which stays); hydrated, the cart store does it without leaving the page and the
 * mini cart opens with them.
 */
export default function Reorder({ orderId, number, action = '/account/orders' }: Props) {
  const saving = useStore(cart.$saving);
  const hydrated = useHydrated();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    cart.reorder(orderId);
  };

  return (
    <form method="post" action={action} onSubmit={submit}>
      <input type="hidden" name="intent" value="to-cart" />
      <input type="hidden" name="order" value={orderId} />
      <button
        type="submit"
        className="min-h-11 whitespace-nowrap rounded-md border border-gray-500 px-3 py-1 font-medium hover:bg-gray-100 focus-ring"
        aria-label={format(es.account.orderToCartNamed, { number })}
        aria-disabled={saving || undefined}
      >
        {es.account.orderToCart}
      </button>
    </form>
  );
}
