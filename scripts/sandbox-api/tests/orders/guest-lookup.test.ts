/** The guest lookup's rules (orders/guest-lookup.ts), on an in-memory database and a fake clock. */
import { afterAll, describe, expect, it } from 'vitest';
import { createThrottle } from '../../http/throttle.ts';
import { defaultLimits } from '../../limits.ts';
import {
  contactMatches,
  contactValues,
  createGuestLookup,
  GUEST_ORDER_NOT_FOUND,
  type LookupCaller,
} from '../../orders/guest-lookup.ts';
import { memoryOrders, newOrder } from '../support/order-records.ts';

describe('guest contact matching (pure)', () => {
  const order = { email: 'Lucia@Example.com', phone: '612345678' };
  it('matches the e-mail in any case and the phone in any usual form', () => {
    expect(contactMatches(order, { email: ' lucia@example.COM ' })).toBe(true);
    expect(contactMatches(order, { phone: '+34 612 34 56 78' })).toBe(true);
    expect(contactMatches(order, { phone: '0034612345678' })).toBe(true);
    expect(contactMatches(order, { email: 'otra@example.com', phone: '612345678' })).toBe(true);
    expect(contactMatches(order, { email: 'otra@example.com' })).toBe(false);
    expect(contactMatches(order, { phone: '612345679' })).toBe(false);
    expect(contactMatches(order, {})).toBe(false);
    expect(contactMatches(order, { email: '', phone: 12 })).toBe(false);
  });

  it('counts each contact value given, in one spelling', () => {
    expect(contactValues({ email: ' Ana@Example.com ' })).toEqual(['email:ana@example.com']);
    expect(contactValues({ phone: '+34 612 345 678' })).toEqual(['phone:612345678']);
    expect(contactValues({ phone: 'abc' })).toEqual(['phone:abc']);
    expect(contactValues({ email: 'a@b.es', phone: '612345678' })).toHaveLength(2);
    expect(contactValues({ email: ' ', phone: 7 })).toEqual([]);
  });
});

describe('createGuestLookup', () => {
  const { db, orders } = memoryOrders();
  afterAll(() => db.close());
  let clock = Date.UTC(2026, 0, 1, 10);
  const limits = { ...defaultLimits().guestLookup, perClient: 100, perContact: 100, perClientOrder: 3 };
  const lookup = createGuestLookup(
    orders,
    createThrottle(db, () => clock),
    () => limits,
  );
  const waits: number[] = [];
  const caller = (client: string, sessionId: string | null = null): LookupCaller => ({
    sessionId,
    client,
    retryAfter: (seconds) => waits.push(seconds),
  });
  /** What a lookup answers: the order id, or the error's status and message. */
  const answer = (who: LookupCaller, id: number | null, contact: object) => {
    try {
      return lookup.find(who, id, contact).id;
    } catch (error) {
      const { status, message } = error as { status: number; message: string };
      return { status, message };
    }
  };
  const notFound = { status: 404, message: GUEST_ORDER_NOT_FOUND };

  it('never finds a customer’s order, with the same answer as a wrong contact or no order', () => {
    const customers = orders.insert(newOrder('user:1', { email: 'cliente@example.com' }), []);
    const guests = orders.insert(newOrder('session:g1', { email: 'invitada@example.com' }), []);
    expect(answer(caller('10.0.0.1'), customers, { email: 'cliente@example.com' })).toEqual(notFound);
    expect(answer(caller('10.0.0.2'), guests, { email: 'otra@example.com' })).toEqual(notFound);
    expect(answer(caller('10.0.0.3'), 424_242, { email: 'invitada@example.com' })).toEqual(notFound);
    expect(answer(caller('10.0.0.4'), null, { email: 'invitada@example.com' })).toEqual(notFound);
    expect(answer(caller('10.0.0.5'), guests, { email: 'INVITADA@example.com' })).toBe(guests);
  });

  it('counts per client and order: the guesser is refused the order, the buyer elsewhere is not; the window ends', () => {
    const id = orders.insert(newOrder('session:g2', { email: 'marta@example.com' }), []);
    for (let attempt = 0; attempt < limits.perClientOrder; attempt += 1)
      expect(answer(caller('10.1.0.1'), id, { email: `x${attempt}@example.com` })).toEqual(notFound);
    expect(answer(caller('10.1.0.1'), id, { email: 'marta@example.com' })).toMatchObject({ status: 429 });
    expect(waits.at(-1)).toBe(limits.windowSeconds);
    // The buyer, on another client, finds the order at once: a third party locks only themself out.
    expect(answer(caller('10.1.1.1'), id, { email: 'marta@example.com' })).toBe(id);
    // Guesses spread over many clients add nothing up against the order.
    for (let attempt = 0; attempt < limits.perClientOrder * 2; attempt += 1)
      expect(answer(caller(`10.1.2.${attempt}`), id, { email: `y${attempt}@example.com` })).toEqual(notFound);
    expect(answer(caller('10.1.3.1'), id, { email: 'marta@example.com' })).toBe(id);
    clock += (limits.windowSeconds - 10) * 1000;
    expect(answer(caller('10.1.0.1'), id, { email: 'marta@example.com' })).toMatchObject({ status: 429 });
    expect(waits.at(-1)).toBe(10);
    clock += 10_000;
    expect(answer(caller('10.1.0.1'), id, { email: 'marta@example.com' })).toBe(id);
  });

  it('grants the calling browser session only, and a lookup without contact counts nothing', () => {
    const id = orders.insert(newOrder('session:g3'), []);
    expect(answer(caller('10.2.0.1', 'browser-a'), id, { phone: '612 345 678' })).toBe(id);
    expect(answer(caller('10.2.0.1', 'browser-a'), id, {})).toBe(id);
    expect(answer(caller('10.2.0.1', 'browser-b'), id, {})).toEqual(notFound);
    // The buyer's own session needs no contact.
    expect(answer(caller('10.2.0.2', 'g3'), id, {})).toBe(id);
    for (let attempt = 0; attempt < limits.perClientOrder + 2; attempt += 1)
      expect(answer(caller('10.2.0.3', 'browser-c'), id, {})).toEqual(notFound);
    expect(answer(caller('10.2.0.4'), id, { phone: '612345678' })).toBe(id);
  });
});
