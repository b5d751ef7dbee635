import { useStore } from '../shared/use-store';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CartProduct } from '@shop/contract/cart';
import { es, format } from '../../i18n/es';
import { CART_LINE_MAX_QUANTITY, GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from '../../lib/constants';
import { formatPrice } from '../../lib/format/format';
import { BUY_FORM_ID } from '../../lib/cart/buy-form';
import { giftOverride, parseGiftAmount } from '../../lib/cart/gift-card';
import { holdToStock } from '../../lib/cart/stock-limit';
import { PENDING_ATTRIBUTE } from '../../lib/ui/hydration';
import { cart } from '../../stores/cart';

interface Props {
  product: CartProduct;
  /** Unit price paid; null for a gift card without an amount. */
  unit: number | null;
  /** A gift card: the buyer types its amount, sent as the line's price override. */
  giftCard?: boolean;
}

const GIFT_LIMITS = { min: formatPrice(GIFT_CARD_MIN_EUROS), max: formatPrice(GIFT_CARD_MAX_EUROS) };
/** What the browser checks before a no-JavaScript post: digits with up to two decimals (the range is the API's). */
const GIFT_AMOUNT_PATTERN = '\\d{1,3}([.,]\\d{1,2})?';

/**
 * The product page's add-to-cart form. It is a real form posting to the shop's /cart/add, so it
 * works without JavaScript. With it, the island hydrates on the shopper's first interaction, a
 * press that comes before React is held until React is there (src/directives/held-presses.ts), and
 * the add goes through the cart store: the page stays. The phone's sticky buy bar submits it by its id.
 */
export default function AddToCart({ product, unit, giftCard = false }: Props) {
  const saving = useStore(cart.$saving);
  const [amountError, setAmountError] = useState(false);
  /** Why the typed quantity was lowered, said next to it (issue 16: never cut without a word). */
  const [heldReason, setHeldReason] = useState('');
  const amountInput = useRef<HTMLInputElement>(null);
  // Uncontrolled: what the shopper typed while the island was still server HTML survives hydration.
  const quantityInput = useRef<HTMLInputElement>(null);
  const quantityId = useId();
  const amountId = useId();
  const max = Math.max(1, Math.min(product.quantity, CART_LINE_MAX_QUANTITY));
  const soldOut = product.quantity <= 0;
  const form = useRef<HTMLFormElement>(null);
  // A shopper at the buy button is about to add: what an add needs loads now (cart.expectAdd),
  // including when coming to it was the interaction that hydrated this island.
  const expectAdd = () => {
    if (!soldOut) cart.expectAdd();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const here = form.current;
    // Under the pointer, focused, or pressed before React came (held: src/directives/held-presses.ts).
    const pressed = here?.querySelector(`[${PENDING_ATTRIBUTE}]`);
    if (here?.matches(':hover') || here?.contains(document.activeElement) || pressed) expectAdd();
  }, []);

  /** The typed quantity held to the stock, its reason said next to the field. */
  const heldQuantity = (): number => {
    const input = quantityInput.current;
    const held = holdToStock(Math.max(1, Math.floor(Number(input?.value)) || 1), product.quantity);
    if (input && input.value !== String(held.quantity)) input.value = String(held.quantity);
    setHeldReason(held.reason ?? '');
    return held.quantity;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (soldOut) return;
    const quantity = heldQuantity();
    if (!giftCard) {
      cart.add(product, unit, quantity);
      return;
    }
    const amount = parseGiftAmount(amountInput.current?.value);
    setAmountError(amount === null);
    if (amount === null) amountInput.current?.focus();
    else cart.add(product, amount, quantity, giftOverride(amount));
  };

  return (
    <form
      id={BUY_FORM_ID}
      method="post"
      action="/cart/add"
      ref={form}
      className="add-to-cart mb-2 flex flex-wrap items-end gap-3"
      onSubmit={submit}
      onPointerEnter={expectAdd}
      onFocus={expectAdd}
      onTouchStart={expectAdd}
      noValidate={giftCard}
    >
      <input type="hidden" name="id" value={product.id} />
      {giftCard && (
        <div className="flex w-full flex-col text-sm">
          <label htmlFor={amountId} className="font-medium">
            {format(es.product.giftAmount, GIFT_LIMITS)}
          </label>
          <input
            ref={amountInput}
            id={amountId}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            pattern={GIFT_AMOUNT_PATTERN}
            aria-invalid={amountError || undefined}
            aria-describedby={amountError ? `${amountId}-error` : undefined}
            onInput={() => setAmountError(false)}
            className="w-32 rounded-md border border-gray-400 px-2 py-2"
          />
          {amountError && (
            <p id={`${amountId}-error`} className="mt-1 text-red-700">
              {format(es.product.giftAmountError, GIFT_LIMITS)}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-col text-sm">
        <label htmlFor={quantityId} className="font-medium">
          {es.cart.quantity}
        </label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          ref={quantityInput}
          defaultValue={1}
          disabled={soldOut}
          aria-describedby={`${quantityId}-held`}
          // While typing, only a quantity above the stock is lowered (an emptied field stays empty).
          onChange={(event) => {
            if (Number(event.target.value) > max) heldQuantity();
            else setHeldReason('');
          }}
          className="w-20 rounded-md border border-gray-400 px-2 py-2"
        />
      </div>
      <button
        type="submit"
        className="btn-primary min-h-11 flex-1 disabled:cursor-not-allowed disabled:opacity-60"
        disabled={soldOut}
        aria-disabled={saving || undefined}
        // Pressed from the tap (held before React: src/directives/held-presses.ts) until the cart has saved.
        {...{ [PENDING_ATTRIBUTE]: saving || undefined }}
        aria-busy={saving || undefined}
        data-pending-label={es.product.adding}
      >
        {soldOut ? es.product.outOfStock : es.product.addToCart}
      </button>
      <p id={`${quantityId}-held`} role="status" className="w-full text-sm font-medium empty:hidden">
        {heldReason}
      </p>
    </form>
  );
}
