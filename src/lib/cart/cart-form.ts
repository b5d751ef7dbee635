import { CART_LINE_MAX_QUANTITY } from '../constants';
import { parseId } from '../format/ids';
import { parseGiftAmount } from './gift-card';

/** What a no-JavaScript cart form asks for, once its fields are checked. */
export type CartFormAction =
  | { kind: 'add'; id: number; quantity: number; amount?: number }
  | { kind: 'update'; id: number; quantity: number }
  | { kind: 'clear' }
  | { kind: 'coupon'; code: string }
  | { kind: 'age'; id: number; quantity: number };

const COUPON_MAX_LENGTH = 40;

function wholeNumber(value: ReturnType<FormData['get']> | null, min: number, max: number): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : null;
}

/**
 * Reads a cart form (`/cart/{action}`): null when the action or a field is not acceptable, which
 * the endpoint answers with a 400 that names the problem, never a 5xx.
 */
export function parseCartForm(action: string, form: FormData): CartFormAction | null {
  const idText = form.get('id');
  const id = parseId(typeof idText === 'string' ? idText.trim() : null);
  switch (action) {
    case 'add': {
      const quantity = wholeNumber(form.get('quantity') ?? '1', 1, CART_LINE_MAX_QUANTITY);
      // A gift card's form sends its amount; a malformed one is refused rather than dropped.
      const typed = form.get('amount');
      const amount = typeof typed === 'string' ? parseGiftAmount(typed) : undefined;
      if (!id || !quantity || amount === null) return null;
      return amount === undefined ? { kind: 'add', id, quantity } : { kind: 'add', id, quantity, amount };
    }
    case 'age': {
      const quantity = wholeNumber(form.get('quantity') ?? '1', 1, CART_LINE_MAX_QUANTITY);
      return id && quantity ? { kind: 'age', id, quantity } : null;
    }
    case 'update': {
      // A removal button sends quantity 0.
      const quantity = wholeNumber(form.get('quantity'), 0, CART_LINE_MAX_QUANTITY);
      return id && quantity !== null ? { kind: 'update', id, quantity } : null;
    }
    case 'clear':
      return { kind: 'clear' };
    case 'coupon': {
      const code = form.get('code');
      return typeof code === 'string' && code.trim() && code.length <= COUPON_MAX_LENGTH
        ? { kind: 'coupon', code: code.trim() }
        : null;
    }
    default:
      return null;
  }
}

/** `?edad=ID-QTY` on /cart: the add waiting for the age question, as plain numbers only. */
export function parsePendingAdult(value: string | null): { id: number; quantity: number } | null {
  const match = value?.match(/^(\d+)-(\d{1,3})$/);
  const id = parseId(match?.[1]);
  if (!match || id === null) return null;
  const quantity = Number(match[2]);
  return quantity > 0 && quantity <= CART_LINE_MAX_QUANTITY ? { id, quantity } : null;
}
