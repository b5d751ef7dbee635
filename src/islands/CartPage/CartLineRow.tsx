import { type FormEvent, type ReactNode, useId } from 'react';
import type { CartItem } from '@shop/contract/cart';
import { ProductThumb } from '../shared/ProductThumb';
import { es, format } from '../../i18n/es';
import { CART_LINE_IMAGE_PX, CART_LINE_MAX_QUANTITY } from '../../lib/constants';
import { quantityControls } from '../../lib/cart/cart-lines';
import { formatPrice, formatUnitPrice } from '../../lib/format/format';
import { QuantityButton } from '../shared/QuantityButton';
import { QuantityInput } from '../shared/QuantityInput';

/** Cart page thumbnails use the 75 px size of spec §9. */

interface Props {
  item: CartItem;
  busy: boolean;
  /** With JavaScript the forms go through the store; without, they post to /cart/update. */
  onQuantity?(productId: number, quantity: number): void;
}

/** A plain form that sets this line's quantity (it posts without JavaScript). */
function LineForm({
  id,
  quantity,
  onSet,
  children,
  className,
  formId,
}: {
  id: number;
  quantity?: number;
  onSet?(id: number, quantity: number): void;
  children: ReactNode;
  className?: string;
  formId?: string;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSet) return;
    event.preventDefault();
    onSet(id, quantity ?? Number(new FormData(event.currentTarget).get('quantity')));
  };
  return (
    <form id={formId} method="post" action="/cart/update" className={className} onSubmit={submit}>
      <input type="hidden" name="id" value={id} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {children}
    </form>
  );
}

/** The product's name (its link), its reference, and its unit price (and price per kilo or litre). */
function LineDetails({ product, unit }: { product: CartItem['product']; unit: number | null }) {
  return (
    <>
      <a href={`/${product.url_path}`} className="font-medium link-plain">
        {product.name}
      </a>
      <p className="text-sm text-ink-soft">{format(es.product.sku, { sku: product.sku })}</p>
      {unit !== null && (
        <p className="text-sm">
          {es.cart.unitPrice}: {formatPrice(unit)}
          {product.unit_price && (
            <span className="text-ink-soft"> ({formatUnitPrice(product.unit_price)})</span>
          )}
        </p>
      )}
    </>
  );
}

interface StepProps {
  id: number;
  onSet?(id: number, quantity: number): void;
  /** The quantity it sets. */
  quantity: number;
  label: string;
  enabled: boolean;
  children: string;
}

/** − or +: a form of its own setting the line's quantity one step away. */
function StepButton({ label, enabled, children, ...form }: StepProps) {
  return (
    <LineForm {...form}>
      <QuantityButton type="submit" size="lg" label={label} enabled={enabled}>
        {children}
      </QuantityButton>
    </LineForm>
  );
}

/**
 * The line's quantity: −, the quantity typed (applied on leaving the box with JavaScript, by its
 * 'Actualizar' without), and +.
 */
function LineQuantity({ item, busy, onQuantity }: Props) {
  const quantityId = useId();
  const typedId = useId();
  const { product } = item;
  const { canDecrease, canIncrease } = quantityControls(item, 1);
  const step = { id: product.id, onSet: onQuantity };
  return (
    <div className="flex items-end gap-1">
      <StepButton
        {...step}
        quantity={Math.max(1, item.quantity - 1)}
        label={`${es.cart.decrease}: ${product.name}`}
        enabled={!busy && canDecrease}
      >
        −
      </StepButton>
      <LineForm {...step} formId={typedId}>
        <QuantityInput
          id={quantityId}
          labelClassName="sr-only"
          min={0}
          max={CART_LINE_MAX_QUANTITY}
          defaultValue={item.quantity}
          key={item.quantity}
          // With JavaScript a typed quantity applies when the box is left ('Actualizar' is gone).
          onBlur={(event) => {
            if (onQuantity && event.currentTarget.value !== String(item.quantity)) {
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="line-quantity h-11 w-16 rounded-md border border-gray-400 px-2 text-center"
        />
      </LineForm>
      <StepButton
        {...step}
        quantity={Math.min(CART_LINE_MAX_QUANTITY, item.quantity + 1)}
        label={`${es.cart.increase}: ${product.name}`}
        enabled={!busy && canIncrease}
      >
        +
      </StepButton>
      <button
        type="submit"
        form={typedId}
        disabled={busy}
        className="no-js h-11 rounded-md border border-gray-400 px-3 text-sm font-medium hover:bg-gray-100 focus-ring disabled:opacity-50"
      >
        {es.cart.update}
      </button>
    </div>
  );
}

/**
 * A line of the cart page: − and + (each a plain form, so they work without JavaScript too), the
 * quantity typed (its 'Actualizar' only without JavaScript: with it a typed quantity applies on
 * leaving the box or on Enter), and the removal. Minus stops at 1: removal has its own button.
 */
export function CartLineRow({ item, busy, onQuantity }: Props) {
  const { product } = item;
  const step = { id: product.id, onSet: onQuantity };
  return (
    <li className="cart-line grid grid-cols-[75px_1fr] gap-4 py-4 sm:grid-cols-[75px_1fr_auto]">
      <ProductThumb image={product.image} px={CART_LINE_IMAGE_PX} className="rounded object-cover" />
      <div className="min-w-0">
        <LineDetails product={product} unit={item.price.unit} />
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <LineQuantity item={item} busy={busy} onQuantity={onQuantity} />
          <LineForm {...step} quantity={0}>
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-md px-3 text-left text-sm underline link-plain disabled:opacity-50"
            >
              {format(es.cart.remove, { name: product.name })}
            </button>
          </LineForm>
        </div>
      </div>
      <p className="line-total col-start-2 text-right font-semibold sm:col-start-3">
        {formatPrice(item.price.total)}
      </p>
    </li>
  );
}
