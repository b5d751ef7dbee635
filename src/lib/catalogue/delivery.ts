import type { AvailableCarrier, PaymentMethod } from '@shop/contract/checkout';
import { LOCALE } from '../constants';

/**
 * The product page shows the carriers the checkout lists for a peninsula address (the API prices
 * them for an empty cart): Madrid's postal code stands for the peninsula.
 */
export const PENINSULA_POSTAL_CODE = '28013';
/** Delivery dates are counted in the shop's calendar. */
const SHOP_TIME_ZONE = 'Europe/Madrid';
const DAY_MS = 86_400_000;

// Pure: a browser script that needs one of these formatters (card-promise.client.ts) ships only that one.
const calendarDay = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const deliveryDay = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * The day `days` working days (Monday to Friday) after `from`'s day in Madrid, as a UTC midnight:
 * carriers count working days from the order (public holidays are not known here).
 */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(`${calendarDay.format(from)}T00:00:00Z`);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date.setTime(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

const weekday = /* @__PURE__ */ new Intl.DateTimeFormat(LOCALE, { weekday: 'long', timeZone: 'UTC' });
/** Within this many days the weekday alone names the delivery day ('el jueves'). */
const WEEK_DAYS = 6;

/** The day of the week in Madrid at `now`: 0 for Sunday to 6 for Saturday (Date's order). */
export function shopWeekday(now: Date): number {
  return new Date(`${calendarDay.format(now)}T00:00:00Z`).getUTCDay();
}

/** A card's delivery day: tomorrow, a weekday within the week, or a date further on. */
export type DeliveryPromise = { kind: 'tomorrow' } | { kind: 'weekday' | 'date'; day: string };

/**
 * What a product card promises on the day `now` (Madrid's calendar): the day `days` working days
 * away, counted with the product page's own rule (addWorkingDays), so card and page agree.
 */
export function deliveryPromise(days: number, now: Date): DeliveryPromise {
  const today = new Date(`${calendarDay.format(now)}T00:00:00Z`);
  const arrives = addWorkingDays(now, days);
  const daysAway = Math.round((arrives.getTime() - today.getTime()) / DAY_MS);
  if (daysAway === 1) return { kind: 'tomorrow' };
  return daysAway <= WEEK_DAYS
    ? { kind: 'weekday', day: weekday.format(arrives) }
    : { kind: 'date', day: formatDeliveryDay(arrives) };
}

/**
 * A card's promise for each day of the week, Sunday first: a rule without a date, which a page
 * pre-rendered days before it is read still tells truly (the browser picks today's, shopWeekday).
 * Null when some day's promise would need a date (a carrier slower than the week).
 */
export function weeklyPromises(days: number, from: Date): DeliveryPromise[] | null {
  const start = new Date(`${calendarDay.format(from)}T12:00:00Z`);
  const week: DeliveryPromise[] = [];
  for (let offset = 0; offset < 7; offset++) {
    const day = new Date(start.getTime() + offset * DAY_MS);
    week[shopWeekday(day)] = deliveryPromise(days, day);
  }
  return week.some((promise) => promise.kind === 'date') ? null : week;
}

/** Between the days of a product grid's `data-promises` (ProductGrid.astro). */
export const PROMISE_SEPARATOR = '|';

/**
 * The carrier a product card promises: the fastest one the checkout offers (its price is on the
 * product page). Null when the API names none.
 */
export function fastestDeliveryDays(carriers: readonly AvailableCarrier[]): number | null {
  return carriers.length === 0 ? null : Math.min(...carriers.map((carrier) => carrier.delivery_days));
}

/** A delivery day as a Spanish shopper reads it: "jueves, 26 de noviembre". */
export function formatDeliveryDay(day: Date): string {
  return deliveryDay.format(day);
}

/** The day an order sent `from` with a carrier of `days` working days arrives, as a shopper reads it (checkout, receipt). */
export function formatArrival(from: Date, days: number): string {
  return formatDeliveryDay(addWorkingDays(from, days));
}

/** The shop's carriers and ways to pay as the checkout lists them (the product page tells them in a few words). */
export interface ShopTerms {
  carriers: AvailableCarrier[];
  payments: PaymentMethod[];
}

/** One carrier as the product page shows it, for one unit of the product. */
export interface CarrierOffer {
  name: string;
  /** What shipping this product alone costs with it: 0 when it already reaches the free threshold. */
  price: number;
  arrives: string;
}

export interface DeliveryFacts {
  carriers: CarrierOffer[];
  /** The subtotal from which standard shipping is free, when a carrier has one. */
  freeFrom: number | null;
  /** One unit already ships free. */
  freeForThis: boolean;
}

/** The checkout's carriers as the product page tells them, for a product of `unitPrice` ordered `now`. */
export function deliveryFacts(
  carriers: readonly AvailableCarrier[],
  unitPrice: number,
  now: Date,
): DeliveryFacts {
  const free = carriers.find((carrier) => carrier.free_from !== null);
  const freeFrom = free?.free_from ?? null;
  const reaches = (carrier: AvailableCarrier) => carrier.free_from !== null && unitPrice >= carrier.free_from;
  return {
    carriers: carriers.map((carrier) => ({
      name: carrier.name,
      price: reaches(carrier) ? 0 : carrier.price,
      arrives: formatDeliveryDay(addWorkingDays(now, carrier.delivery_days)),
    })),
    freeFrom,
    freeForThis: free !== undefined && reaches(free),
  };
}
