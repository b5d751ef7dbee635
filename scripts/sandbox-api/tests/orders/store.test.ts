/** The order store's access rules (orders/store.ts): owners, guest orders, bounded session grants. */
import { afterAll, describe, expect, it } from 'vitest';
import { GUEST_ORDER_GRANT_MINUTES, isGuestOrder, isOwner } from '../../orders/store.ts';
import { memoryOrders, newOrder } from '../support/order-records.ts';

const { db, orders } = memoryOrders();
afterAll(() => db.close());

describe('who may see an order', () => {
  it('tells guest orders from customers’ and owners from anyone else', () => {
    expect(isGuestOrder({ owner: 'session:abc' })).toBe(true);
    expect(isGuestOrder({ owner: 'user:7' })).toBe(false);
    expect(isOwner('user:7', { owner: 'user:7' })).toBe(true);
    expect(isOwner('user:8', { owner: 'user:7' })).toBe(false);
  });

  it(`grants one browser session for ${GUEST_ORDER_GRANT_MINUTES} minutes, then nothing`, () => {
    const id = orders.insert(newOrder('session:buyer'), []);
    const start = Date.UTC(2026, 0, 1, 10);
    const end = start + GUEST_ORDER_GRANT_MINUTES * 60_000;
    orders.grant('looker', id, start);
    expect(orders.isGranted('looker', id, start)).toBe(true);
    expect(orders.isGranted('looker', id, end - 1)).toBe(true);
    expect(orders.isGranted('looker', id, end)).toBe(false);
    // Only that session, and only that order.
    expect(orders.isGranted('someone-else', id, start)).toBe(false);
    expect(orders.isGranted('looker', id + 1, start)).toBe(false);
    // A later lookup renews it from then on.
    orders.grant('looker', id, end + 5_000);
    expect(orders.isGranted('looker', id, end + 5_000 + GUEST_ORDER_GRANT_MINUTES * 60_000 - 1)).toBe(true);
  });
});
