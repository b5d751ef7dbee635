import { useStore } from '../shared/use-store';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { CartProduct } from '@shop/contract/cart';
import { es, format } from '../../i18n/es';
import { CART_LINE_MAX_QUANTITY, GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from '../../lib/constants';
import { formatPrice } from '../../lib/format/format';
import { BUY_FORM_ID } from '../../lib/cart/buy-form';
import { giftOverride, parseGiftAmount } from '../../lib/cart/gift-card';
import { holdToStock } from '../../lib/cart/stock-limit';
import { PENDING_ATTRIBUTE } from '../../lib/ui/hydration';
import { QuantityInput } from '../shared/QuantityInput';
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
 * Under the pointer, focused, or pressed before React came (held: src/directives/held-presses.ts):
 * coming to the buy button hydrated the island, and an add is expected at once.
 */
function useExpectAddAtHydration(form: RefObject<HTMLFormElement | null>, expectAdd: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const here = form.current;
    const pressed = here?.querySelector(`[${PENDING_ATTRIBUTE}]`);
    if (here?.matches(':hover') || here?.contains(document.activeElement) || pressed) expectAdd();
  }, []);
}

interface GiftAmountProps {
  input: RefObject<HTMLInputElement | null>;
  error: boolean;
  onInput(): void;
}

/** A gift card's amount, typed by the buyer within the shop's limits. */
function GiftAmountField({ input, error, onInput }: GiftAmountProps) {
  const amountId = useId();
  return (
    <div className="flex w-full flex-col text-sm">
      <label htmlFor={amountId} className="font-medium">
        {format(es.product.giftAmount, GIFT_LIMITS)}
      </label>
      <input
        ref={input}
        id={amountId}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        pattern={GIFT_AMOUNT_PATTERN}
        aria-invalid={error || undefined}
        aria-describedby={error ? `${amountId}-error` : undefined}
        onInput={onInput}
        className="w-32 rounded-md border border-gray-400 px-2 py-2"
      />
      {error && (
        <p id={`${amountId}-error`} className="mt-1 text-red-700">
          {format(es.product.giftAmountError, GIFT_LIMITS)}
        </p>
      )}
    </div>
  );
}

interface QuantityProps {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  max: number;
  soldOut: boolean;
  onQuantity(typed: number): void;
}

/** How many to add; uncontrolled, so what was typed before hydration survives it. */
function QuantityField({ id, input, max, soldOut, onQuantity }: QuantityProps) {
  return (
    <div className="flex flex-col text-sm">
      <QuantityInput
        id={id}
        input={input}
        labelClassName="font-medium"
        min={1}
        max={max}
        defaultValue={1}
        disabled={soldOut}
        aria-describedby={`${id}-held`}
        onChange={(event) => onQuantity(Number(event.target.value))}
        className="w-20 rounded-md border border-gray-400 px-2 py-2"
      />
    </div>
  );
}

/** 'Añadir al carrito', pressed from the tap (held before React: src/directives/held-presses.ts) until the cart has saved. */
function AddButton({ soldOut }: { soldOut: boolean }) {
  const saving = useStore(cart.$saving);
  return (
    <button
      type="submit"
      className="btn-primary min-h-11 flex-1 disabled:cursor-not-allowed disabled:opacity-60"
      disabled={soldOut}
      aria-disabled={saving || undefined}
      {...{ [PENDING_ATTRIBUTE]: saving || undefined }}
      aria-busy={saving || undefined}
      data-pending-label={es.product.adding}
    >
      {soldOut ? es.product.outOfStock : es.product.addToCart}
    </button>
  );
}

/**
 * The product page's add-to-cart form. It is a real form posting to the shop's /cart/add, so it
 * works without JavaScript. With it, the island hydrates on the shopper's first interaction, a
 * press that comes before React is held until React is there (src/directives/held-presses.ts), and
 * the add goes through the cart store: the page stays. The phone's sticky buy bar submits it by its id.
 */
export default function AddToCart({ product, unit, giftCard = false }: Props) {
  const [amountError, setAmountError] = useState(false);
  /** Why the typed quantity was lowered, said next to it (issue 16: never cut without a word). */
  const [heldReason, setHeldReason] = useState('');
  const amountInput = useRef<HTMLInputElement>(null);
  // Uncontrolled: what the shopper typed while the island was still server HTML survives hydration.
  const quantityInput = useRef<HTMLInputElement>(null);
  const quantityId = useId();
  const max = Math.max(1, Math.min(product.quantity, CART_LINE_MAX_QUANTITY));
  const soldOut = product.quantity <= 0;
  const form = useRef<HTMLFormElement>(null);
  // A shopper at the buy button is about to add: what an add needs loads now (cart.expectAdd),
  // including when coming to it was the interaction that hydrated this island.
  const expectAdd = () => {
    if (!soldOut) cart.expectAdd();
  };
  useExpectAddAtHydration(form, expectAdd);

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
        <GiftAmountField input={amountInput} error={amountError} onInput={() => setAmountError(false)} />
      )}
      <QuantityField
        id={quantityId}
        input={quantityInput}
        max={max}
        soldOut={soldOut}
        // While typing, only a quantity above the stock is lowered (an emptied field stays empty).
        onQuantity={(typed) => {
          if (typed > max) heldQuantity();
          else setHeldReason('');
        }}
      />
      <AddButton soldOut={soldOut} />
      <p id={`${quantityId}-held`} role="status" className="w-full text-sm font-medium empty:hidden">
        {heldReason}
      </p>
    </form>
  );
}
