import type { CartItem } from '@shop/contract/cart';
import { ProductThumb } from '../shared/ProductThumb';
import { es, format } from '../../i18n/es';
import { quantityControls } from '../../lib/cart/cart-lines';
import { formatPrice, formatUnitPrice } from '../../lib/format/format';
import { QuantityButton } from '../shared/QuantityButton';
import { MINI_CART_IMAGE_PX } from '../../lib/constants';

/** Mini cart thumbnails use the 60 px size of spec §9. */

interface Props {
  item: CartItem;
  busy: boolean;
  onQuantity(productId: number, quantity: number): void;
}

/** One line of the mini cart: minus stops at 1, the bin removes, plus needs a unit price. */
export function MiniCartLine({ item, busy, onQuantity }: Props) {
  const set = (quantity: number) => () => onQuantity(item.product.id, quantity);
  const { canDecrease, canIncrease } = quantityControls(item, 1);
  const { name } = item.product;
  return (
    <li className="mini-cart-line flex gap-3 py-2">
      <ProductThumb
        image={item.product.image}
        px={MINI_CART_IMAGE_PX}
        className="h-[70px] w-[70px] rounded object-cover"
      />
      <div className="min-w-0 flex-1">
        <a href={`/${item.product.url_path}`} className="line-clamp-2 text-sm font-medium link-plain">
          {name}
        </a>
        {item.product.unit_price && (
          <p className="text-xs text-ink-soft">{formatUnitPrice(item.product.unit_price)}</p>
        )}
        <div className="mt-1 flex items-center gap-2">
          <QuantityButton
            label={`${es.cart.decrease}: ${name}`}
            enabled={!busy && canDecrease}
            onPress={set(item.quantity - 1)}
          >
            −
          </QuantityButton>
          <span className="line-quantity min-w-6 text-center text-sm">
            <span className="sr-only">{es.cart.quantity}: </span>
            {item.quantity}
          </span>
          <QuantityButton
            label={`${es.cart.increase}: ${name}`}
            enabled={!busy && canIncrease}
            onPress={set(item.quantity + 1)}
          >
            +
          </QuantityButton>
          <QuantityButton
            label={format(es.cart.remove, { name })}
            enabled={!busy}
            onPress={set(0)}
            className="ml-auto"
          >
            <span aria-hidden="true">×</span>
          </QuantityButton>
        </div>
      </div>
      <p className="text-sm font-semibold">{formatPrice(item.price.total)}</p>
    </li>
  );
}
