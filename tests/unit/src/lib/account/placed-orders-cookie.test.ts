/** The note of the guest orders this browser placed (lib/account/placed-orders-cookie.ts). */
import { describe, expect, it } from 'vitest';
import { placedOrdersCookie, placedOrdersFrom } from '../../../../../src/lib/account/placed-orders-cookie';

describe('placed guest orders note (pure)', () => {
  it('adds the newest order first, once, keeps five, for the 30 minutes of the grant, HttpOnly', () => {
    const cookie = placedOrdersCookie('mt_pedidos=4.3.2.1.0', 3);
    expect(cookie).toContain('mt_pedidos=3.4.2.1.0;');
    expect(cookie).toContain('Max-Age=1800');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/guest/order');
    expect(placedOrdersCookie(null, 7)).toContain('mt_pedidos=7;');
  });

  it('reads only order ids, nothing from a malformed note', () => {
    expect(placedOrdersFrom('mt_pedidos=12.x.34; otra=1')).toEqual([12, 34]);
    expect(placedOrdersFrom('otra=1')).toEqual([]);
    expect(placedOrdersFrom(null)).toEqual([]);
  });
});
