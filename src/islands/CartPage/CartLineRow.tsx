import { type FormEvent, useId } from 'react';
import type { CartItem } from '../../contract/cart';
import { es, format } from '../../i18n/es';
import { CART_LINE_IMAGE_PX, CART_LINE_MAX_QUANTITY } from '../../lib/constants';
import { formatPrice } from '../../lib/format/format';
import { sizedImageUrl } from '../../lib/catalogue/images';

/** Cart page thumbnails use the 75 px size of spec §9. */

interface Props {
  item: CartItem;
  busy: boolean;
  /** With JavaScript the forms go through the store; without, they post to /cart/update. */
  onQuantity?(quantity: number): void;
}

/** A line of the cart page: two plain forms (new quantity, removal) that work without JavaScript. */
export function CartLineRow({ item, busy, onQuantity }: Props) {
  const quantityId = useId();
  const { product } = item;
  const submit = (quantity: number) => (event: FormEvent<HTMLFormElement>) => {
    if (!onQuantity) return;
    event.preventDefault();
    const typed = Number(new FormData(event.currentTarget).get('quantity'));
    onQuantity(Number.isFinite(quantity) ? quantity : typed);
  };
  return (
    <li className="cart-line grid grid-cols-[75px_1fr] gap-4 py-4 sm:grid-cols-[75px_1fr_auto]">
      <img
        src={sizedImageUrl(product.image, CART_LINE_IMAGE_PX)}
        width={CART_LINE_IMAGE_PX}
        height={CART_LINE_IMAGE_PX}
        alt=""
        className="rounded object-cover"
      />
      <div className="min-w-0">
        <a href={`/${product.url_path}`} className="font-medium link-plain">
          {product.name}
        </a>
        <p className="text-sm text-ink-soft">{format(es.product.sku, { sku: product.sku })}</p>
        {item.price.unit !== null && (
          <p className="text-sm">
            {es.cart.unitPrice}: {formatPrice(item.price.unit)}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <form
            method="post"
            action="/cart/update"
            className="flex items-end gap-2"
            onSubmit={submit(Number.NaN)}
          >
            <input type="hidden" name="id" value={product.id} />
            <label className="flex flex-col text-sm">
              {es.cart.quantity}
              <input
                id={quantityId}
                name="quantity"
                type="number"
                min={0}
                max={CART_LINE_MAX_QUANTITY}
                defaultValue={item.quantity}
                key={item.quantity}
                className="line-quantity w-20 rounded-md border border-gray-400 px-2 py-1.5"
              />
            </label>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md border border-gray-400 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 focus-ring disabled:opacity-50"
            >
              {es.cart.update}
            </button>
          </form>
          <form method="post" action="/cart/update" onSubmit={submit(0)}>
            <input type="hidden" name="id" value={product.id} />
            <input type="hidden" name="quantity" value="0" />
            <button
              type="submit"
              disabled={busy}
              className="rounded-md px-3 py-1.5 text-sm underline link-plain disabled:opacity-50"
            >
              {format(es.cart.remove, { name: product.name })}
            </button>
          </form>
        </div>
      </div>
      <p className="line-total text-right font-semibold sm:col-start-3">{formatPrice(item.price.total)}</p>
    </li>
  );
}
