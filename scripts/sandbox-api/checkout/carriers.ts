import type { AvailableCarrier, Carrier } from '@shop/contract/checkout';
import { provinceOfPostalCode } from '../accounts/provinces.ts';
import { FREE_SHIPPING_FROM_CENTS, SHIPPING_CENTS, toEuros } from '../cart/pricing.ts';

/**
 * Where a parcel goes, by the first two digits of the postal code: the Balearic Islands (07) and
 * the Canaries (35, 38), Ceuta (51) and Melilla (52) travel by sea or air and cost more.
 */
export type ShippingZone = 'peninsula' | 'baleares' | 'canarias_ceuta_melilla';

const ZONE_PREFIXES: Readonly<Record<string, ShippingZone>> = {
  '07': 'baleares',
  '35': 'canarias_ceuta_melilla',
  '38': 'canarias_ceuta_melilla',
  '51': 'canarias_ceuta_melilla',
  '52': 'canarias_ceuta_melilla',
};

interface CarrierRule {
  id: number;
  name: string;
  zone: ShippingZone;
  priceCents: number;
  deliveryDays: number;
  /** Free when the cart's subtotal after discounts reaches the cart's free-shipping threshold. */
  freeFromThreshold: boolean;
}

/**
 * The sandbox's carriers. The peninsula's standard shipping is the cart's own rule (4,95 €, free
 * from 49 € after discounts), so the cart's and the checkout's totals agree until the shopper picks
 * something else.
 */
export const CARRIERS: readonly CarrierRule[] = [
  {
    id: 1,
    name: 'Envío estándar',
    zone: 'peninsula',
    priceCents: SHIPPING_CENTS,
    deliveryDays: 3,
    freeFromThreshold: true,
  },
  {
    id: 2,
    name: 'Envío urgente 24 h',
    zone: 'peninsula',
    priceCents: 995,
    deliveryDays: 1,
    freeFromThreshold: false,
  },
  {
    id: 3,
    name: 'Envío estándar a Baleares',
    zone: 'baleares',
    priceCents: 995,
    deliveryDays: 4,
    freeFromThreshold: false,
  },
  {
    id: 4,
    name: 'Envío urgente a Baleares 48 h',
    zone: 'baleares',
    priceCents: 1995,
    deliveryDays: 2,
    freeFromThreshold: false,
  },
  {
    id: 5,
    name: 'Envío a Canarias, Ceuta y Melilla',
    zone: 'canarias_ceuta_melilla',
    priceCents: 1495,
    deliveryDays: 7,
    freeFromThreshold: false,
  },
];

/** The zone of a Spanish postal code, or null when it is not one (5 digits of a real province). */
export function shippingZone(postalCode: string): ShippingZone | null {
  const code = postalCode.trim();
  if (!provinceOfPostalCode(code)) return null;
  return ZONE_PREFIXES[code.slice(0, 2)] ?? 'peninsula';
}

/** A carrier's price for a cart whose subtotal after discounts is `amountCents`. */
function carrierPriceCents(rule: CarrierRule, amountCents: number): number {
  return rule.freeFromThreshold && amountCents >= FREE_SHIPPING_FROM_CENTS ? 0 : rule.priceCents;
}

export interface PricedCarrier {
  id: number;
  name: string;
  priceCents: number;
  deliveryDays: number;
  /** The cart subtotal from which it ships free; null when it never does. */
  freeFromCents: number | null;
}

/**
 * The carriers that deliver to a postal code, priced for the cart whose goods that ship come to
 * `amountCents`; all free when `nothingShips` (only digital gift cards); [] for an invalid code.
 */
export function carriersFor(postalCode: string, amountCents: number, nothingShips = false): PricedCarrier[] {
  const zone = shippingZone(postalCode);
  return CARRIERS.filter((rule) => rule.zone === zone).map((rule) => ({
    id: rule.id,
    name: rule.name,
    priceCents: nothingShips ? 0 : carrierPriceCents(rule, amountCents),
    deliveryDays: rule.deliveryDays,
    freeFromCents: rule.freeFromThreshold ? FREE_SHIPPING_FROM_CENTS : null,
  }));
}

export function carrierJson(carrier: PricedCarrier): Carrier {
  return {
    id: carrier.id,
    name: carrier.name,
    price: toEuros(carrier.priceCents),
    delivery_days: carrier.deliveryDays,
  };
}

/** A carrier as the carriers call offers it: with the subtotal from which it ships free. */
export function availableCarrierJson(carrier: PricedCarrier): AvailableCarrier {
  return {
    ...carrierJson(carrier),
    free_from: carrier.freeFromCents === null ? null : toEuros(carrier.freeFromCents),
  };
}
