import { describe, expect, it } from 'vitest';
import type { AvailableCarrier } from '@shop/contract/checkout';
import {
  addWorkingDays,
  deliveryFacts,
  deliveryPromise,
  fastestDeliveryDays,
  formatArrival,
  formatDeliveryDay,
  shopWeekday,
  weeklyPromises,
} from '../../../../../src/lib/catalogue/delivery';
import { cardPromises } from '../../../../../src/lib/catalogue/card-promise';

const CARRIERS: AvailableCarrier[] = [
  { id: 1, name: 'Envío estándar', price: 4.95, delivery_days: 3, free_from: 49 },
  { id: 2, name: 'Envío urgente 24 h', price: 9.95, delivery_days: 1, free_from: null },
];
// Monday 23 November 2026, 10:00 in Madrid.
const MONDAY = new Date('2026-11-23T09:00:00Z');

describe('delivery days', () => {
  it('count working days in Madrid, skipping the weekend', () => {
    expect(formatDeliveryDay(addWorkingDays(MONDAY, 1))).toBe('martes, 24 de noviembre');
    expect(formatDeliveryDay(addWorkingDays(MONDAY, 3))).toBe('jueves, 26 de noviembre');
    expect(formatDeliveryDay(addWorkingDays(MONDAY, 5))).toBe('lunes, 30 de noviembre');
    // Friday 23:30 in Madrid is already Friday there (22:30 UTC): one working day is Monday.
    expect(formatDeliveryDay(addWorkingDays(new Date('2026-11-27T22:30:00Z'), 1))).toBe(
      'lunes, 30 de noviembre',
    );
    // Sunday 00:30 in Madrid is Saturday 23:30 UTC: still Monday.
    expect(formatDeliveryDay(addWorkingDays(new Date('2026-11-28T23:30:00Z'), 1))).toBe(
      'lunes, 30 de noviembre',
    );
  });

  it('the checkout and the receipt read the same rule (formatArrival), a part of a day counting as none', () => {
    // Thursday 26 November 2026, noon in Madrid.
    const thursday = new Date('2026-11-26T11:00:00Z');
    expect(formatArrival(thursday, 3)).toBe('martes, 1 de diciembre');
    expect(formatArrival(thursday, 1.5)).toBe('viernes, 27 de noviembre');
    expect(formatArrival(thursday, -2)).toBe('jueves, 26 de noviembre');
  });
});

describe('deliveryFacts', () => {
  it("tells the checkout's carriers for one unit and the threshold of free shipping", () => {
    expect(deliveryFacts(CARRIERS, 27.23, MONDAY)).toEqual({
      carriers: [
        { name: 'Envío estándar', price: 4.95, arrives: 'jueves, 26 de noviembre' },
        { name: 'Envío urgente 24 h', price: 9.95, arrives: 'martes, 24 de noviembre' },
      ],
      freeFrom: 49,
      freeForThis: false,
    });
  });

  it('ships a product free on its own once it reaches the threshold, only with the carrier that has one', () => {
    const facts = deliveryFacts(CARRIERS, 49, MONDAY);
    expect(facts.freeForThis).toBe(true);
    expect(facts.carriers.map((carrier) => carrier.price)).toEqual([0, 9.95]);
    expect(deliveryFacts(CARRIERS.slice(1), 100, MONDAY)).toMatchObject({
      freeFrom: null,
      freeForThis: false,
    });
  });
});

describe("a product card's delivery promise (issue 28)", () => {
  // Friday 27 November 2026 at 10:00, and Saturday 28 at 23:30 in Madrid (22:30 UTC).
  const FRIDAY = new Date('2026-11-27T09:00:00Z');
  const SATURDAY_NIGHT = new Date('2026-11-28T22:30:00Z');

  it('promises the fastest carrier the checkout offers', () => {
    expect(fastestDeliveryDays(CARRIERS)).toBe(1);
    expect(fastestDeliveryDays([])).toBeNull();
  });

  it('says tomorrow when the day is tomorrow, the weekday within a week, the date beyond', () => {
    expect(deliveryPromise(1, MONDAY)).toEqual({ kind: 'tomorrow' });
    expect(deliveryPromise(3, MONDAY)).toEqual({ kind: 'weekday', day: 'jueves' });
    expect(deliveryPromise(1, FRIDAY)).toEqual({ kind: 'weekday', day: 'lunes' });
    expect(deliveryPromise(7, MONDAY)).toEqual({ kind: 'date', day: 'miércoles, 2 de diciembre' });
  });

  it('counts from the day in Madrid, not in UTC', () => {
    expect(deliveryPromise(1, SATURDAY_NIGHT)).toEqual({ kind: 'weekday', day: 'lunes' });
    // Thursday 23:30 in UTC is already Friday 00:30 in Madrid: the next working day is Monday.
    const fridayInMadrid = new Date('2026-11-26T23:30:00Z');
    expect(shopWeekday(fridayInMadrid)).toBe(5);
    expect(deliveryPromise(1, fridayInMadrid)).toEqual({ kind: 'weekday', day: 'lunes' });
  });

  it('agrees with the product page: the same day its carriers list', () => {
    const urgent = deliveryFacts(CARRIERS, 10, FRIDAY).carriers.find((carrier) =>
      carrier.name.includes('urgente'),
    );
    expect(urgent?.arrives).toBe('lunes, 30 de noviembre');
    expect(deliveryPromise(fastestDeliveryDays(CARRIERS)!, FRIDAY)).toEqual({
      kind: 'weekday',
      day: 'lunes',
    });
  });

  it('is the same table of weekdays whatever the week it is computed in: a pre-rendered page stays true', () => {
    const week = weeklyPromises(1, MONDAY);
    expect(week?.map((promise) => (promise.kind === 'tomorrow' ? 'mañana' : promise.day))).toEqual([
      'mañana', // Sunday: Monday
      'mañana',
      'mañana',
      'mañana',
      'mañana',
      'lunes', // Friday
      'lunes', // Saturday
    ]);
    expect(weeklyPromises(1, new Date('2027-03-10T09:00:00Z'))).toEqual(week);
    // A carrier slower than the week would need a date, which a pre-rendered page cannot hold.
    expect(weeklyPromises(6, MONDAY)).toBeNull();
  });

  it('is worded for each day of the week, Sunday first, as the grid carries it', () => {
    expect(cardPromises(CARRIERS, MONDAY)).toBe(
      'Llega mañana|Llega mañana|Llega mañana|Llega mañana|Llega mañana|Llega el lunes|Llega el lunes',
    );
    expect(cardPromises([], MONDAY)).toBeNull();
  });
});
