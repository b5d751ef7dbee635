import { describe, expect, it } from 'vitest';
import { deliveryDate, formatDeliveryDate } from '../../../../../src/lib/checkout/delivery-estimate';

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('deliveryDate', () => {
  it('counts working days only, skipping the weekend', () => {
    // Thursday 26 November 2026, noon in Madrid.
    const thursday = new Date('2026-11-26T11:00:00Z');
    expect(day(deliveryDate(thursday, 1))).toBe('2026-11-27');
    expect(day(deliveryDate(thursday, 2))).toBe('2026-11-30');
    expect(day(deliveryDate(thursday, 3))).toBe('2026-12-01');
  });

  it('starts from the date in Spain, not in UTC', () => {
    // 23:30 UTC on Friday is already Saturday in Madrid: one working day is Monday.
    expect(day(deliveryDate(new Date('2026-11-27T23:30:00Z'), 1))).toBe('2026-11-30');
  });

  it('reads in Spanish', () => {
    expect(formatDeliveryDate(new Date('2026-11-26T11:00:00Z'), 3)).toBe('martes, 1 de diciembre');
  });
});
