import { describe, expect, it } from 'vitest';
import {
  CART_NOTE,
  countNoteCookie,
  notedCount,
  WISHLIST_NOTE,
} from '../../../../../src/lib/cart/count-notes';

describe('count notes', () => {
  it('gives the noted count', () => {
    expect(notedCount({ mt_cesta: '3' }, CART_NOTE)).toBe(3);
    expect(notedCount({ mt_deseos: '0', mt_cliente: 'Ana' }, WISHLIST_NOTE)).toBe(0);
  });

  it('knows a guest without a note has nothing, and leaves a customer without one to the API', () => {
    expect(notedCount({}, CART_NOTE)).toBe(0);
    expect(notedCount({ mt_cliente: 'Ana' }, CART_NOTE)).toBeNull();
  });

  it('leaves a stale or garbled note to the API', () => {
    for (const value of ['?', '', '-1', '1.5', '12345678', 'tres']) {
      expect(notedCount({ mt_cesta: value }, CART_NOTE)).toBeNull();
    }
  });

  it('writes a session cookie for the whole shop, Secure over https', () => {
    expect(countNoteCookie(CART_NOTE, 2, false)).toBe('mt_cesta=2; Path=/; SameSite=Lax');
    expect(countNoteCookie(WISHLIST_NOTE, '?', true)).toBe('mt_deseos=?; Path=/; Secure; SameSite=Lax');
  });
});
