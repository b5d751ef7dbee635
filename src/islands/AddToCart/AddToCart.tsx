import { useStore } from '@nanostores/react';
import { type FormEvent, useId, useState } from 'react';
import type { CartProduct } from '../../api/types';
import { es } from '../../i18n/es';
import { CART_LINE_MAX_QUANTITY } from '../../lib/constants';
import { cart } from '../../stores/cart';

interface Props {
  product: CartProduct;
  /** Unit price paid; null for a gift card without an amount. */
  unit: number | null;
}

/**
 * The product page's add-to-cart form. It is a real form posting to the shop's /cart/add, so it
 * works before (or without) JavaScript; once hydrated it adds through the cart store instead.
 */
export default function AddToCart({ product, unit }: Props) {
  const saving = useStore(cart.$saving);
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const max = Math.max(1, Math.min(product.quantity, CART_LINE_MAX_QUANTITY));
  const soldOut = product.quantity <= 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!soldOut) cart.add(product, unit, quantity);
  };

  return (
    <form method="post" action="/cart/add" className="add-to-cart mb-6 flex flex-wrap items-end gap-3" onSubmit={submit}>
      <input type="hidden" name="id" value={product.id} />
      <div className="flex flex-col text-sm">
        <label htmlFor={quantityId} className="font-medium">{es.cart.quantity}</label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={quantity}
          disabled={soldOut}
          onChange={(event) => setQuantity(Math.min(max, Math.max(1, Math.floor(Number(event.target.value)) || 1)))}
          className="w-20 rounded-md border border-gray-400 px-2 py-2"
        />
      </div>
      <button type="submit" className="btn-primary min-h-11 flex-1 disabled:cursor-not-allowed disabled:opacity-60" disabled={soldOut} aria-disabled={saving || undefined}>
        {soldOut ? es.product.outOfStock : es.product.addToCart}
      </button>
    </form>
  );
}
