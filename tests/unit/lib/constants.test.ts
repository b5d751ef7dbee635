import { describe, expect, test } from 'vitest';
import * as c from '../../../src/lib/constants';

describe('spec §9 constants', () => {
  test('timings match the spec', () => {
    expect([
      c.QUICK_BUY_CLOSE_MS,
      c.MINI_CART_CLOSE_MS,
      c.MINI_CART_HOVER_CLOSE_MS,
      c.NAVBAR_HOVER_CLOSE_MS,
    ]).toEqual([5000, 3000, 250, 200]);
    expect([c.FOOTER_RATINGS_ROTATION_MS, c.SEARCH_LOADER_MS, c.SEARCH_HISTORY_SAVE_MS]).toEqual([
      5000, 500, 750,
    ]);
    expect([c.TOAST_MS, c.INFO_POPUP_MS, c.CHUNK_RELOAD_GUARD_MS, c.FETCH_MIN_DELAY_MS]).toEqual([
      7000, 2000, 60000, 200,
    ]);
    expect([c.CONSENT_COOKIE_DAYS, c.CONSENT_GL_V2_DELAY_MS]).toEqual([365, 5000]);
  });

  test('limits and sizes match the spec', () => {
    expect([
      c.QUICK_BUY_MAX_WIDTH_PX,
      c.QUICK_BUY_IMAGE_PX,
      c.MINI_CART_MIN_WIDTH_PX,
      c.STICKY_HEADER_SCROLL_PX,
    ]).toEqual([768, 500, 600, 50]);
    expect([c.FOOTER_RATINGS_PER_PAGE, c.WISHLIST_PER_PAGE]).toEqual([20, 50]);
    expect([
      c.SEARCH_SUGGESTIONS,
      c.SEARCH_BRANDS_MAX,
      c.SEARCH_HISTORY_SHOWN,
      c.SEARCH_HISTORY_STORED,
    ]).toEqual([5, 5, 3, 10]);
    expect(c.PRODUCT_IMAGE_SIZES).toEqual([170, 60, 70, 75, 200]);
  });

  test('category ids match the spec', () => {
    expect(c.CATEGORY_IDS).toEqual({
      catalogue: 9999,
      drinks: 10000,
      electro: 10011,
      kitchen: 10047,
      pets: 10153,
      diy: 10154,
      partner: 10155,
      ham: 10190,
      giftCards: 10197,
    });
    expect([c.ROOT_CATEGORY_ID, c.CURRENCY, c.LOCALE]).toEqual([1, 'EUR', 'es-ES']);
  });
});
