/** Carriers (checkout/carriers.ts): zones by postal code, prices, free standard shipping from 49 €. */
import { describe, expect, it } from 'vitest';
import { carriersFor, shippingZone } from '../../checkout/carriers.ts';

describe('carriers (pure)', () => {
  it('prices carriers by zone, with free standard shipping on the peninsula from 49 €', () => {
    expect(shippingZone('28013')).toBe('peninsula');
    expect(shippingZone('07001')).toBe('baleares');
    for (const code of ['35001', '38001', '51001', '52001'])
      expect(shippingZone(code)).toBe('canarias_ceuta_melilla');
    for (const code of ['99999', '2801', 'abcde', '00123']) expect(shippingZone(code)).toBeNull();
    expect(carriersFor('28013', 4899).map((carrier) => [carrier.id, carrier.priceCents])).toEqual([
      [1, 495],
      [2, 995],
    ]);
    expect(carriersFor('28013', 4900)[0]!.priceCents).toBe(0);
    expect(carriersFor('07001', 10_000).map((carrier) => carrier.priceCents)).toEqual([995, 1995]);
    expect(carriersFor('35001', 10_000).map((carrier) => carrier.id)).toEqual([5]);
    expect(carriersFor('nope', 0)).toEqual([]);
  });
});
