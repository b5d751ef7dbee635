import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $miniCart,
  $quickBuy,
  closeCartPanelsOnRestore,
  openMiniCart,
} from '../../../../src/stores/cart-panels';
import { MINI_CART_CLOSE_MS } from '../../../../src/lib/constants';

const pageshow = (persisted: boolean) => ({ persisted }) as PageTransitionEvent;

describe('cart panels', () => {
  afterEach(() => vi.useRealTimers());

  it('closes the mini cart 3 s after an add, but not one opened by hover', () => {
    vi.useFakeTimers();
    openMiniCart('added');
    vi.advanceTimersByTime(MINI_CART_CLOSE_MS - 1);
    expect($miniCart.get()).toBe('added');
    vi.advanceTimersByTime(1);
    expect($miniCart.get()).toBeNull();
    openMiniCart('hover');
    vi.advanceTimersByTime(MINI_CART_CLOSE_MS * 2);
    expect($miniCart.get()).toBe('hover');
  });

  it('closes the mini cart and quick-buy when the page comes back from the back/forward cache', () => {
    openMiniCart('hover');
    $quickBuy.set(73);
    closeCartPanelsOnRestore(pageshow(false));
    expect($miniCart.get()).toBe('hover');
    closeCartPanelsOnRestore(pageshow(true));
    expect($miniCart.get()).toBeNull();
    expect($quickBuy.get()).toBeNull();
  });
});
