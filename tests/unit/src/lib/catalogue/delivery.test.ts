import { describe, expect, it } from 'vitest';
import type { AvailableCarrier } from '../../../../../src/contract/checkout';
import { addWorkingDays, deliveryFacts, formatDeliveryDay } from '../../../../../src/lib/catalogue/delivery';

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
