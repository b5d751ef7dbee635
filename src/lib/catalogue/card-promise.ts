import type { AvailableCarrier } from '@shop/contract/checkout';
import { es, format } from '../../i18n/es';
import { fastestDeliveryDays, PROMISE_SEPARATOR, weeklyPromises } from './delivery';

/**
 * A product grid's `data-promises`: what its cards promise on each day of the week ('Llega
 * mañana', 'Llega el lunes'), Sunday first, for the fastest carrier. No date in it, so a page
 * pre-rendered on Monday still says the truth when read on Friday: the browser shows today's
 * (card-promise.client.ts). Null when the API names no carrier or a promise would need a date.
 */
export function cardPromises(carriers: readonly AvailableCarrier[], now: Date): string | null {
  const days = fastestDeliveryDays(carriers);
  const week = days === null ? null : weeklyPromises(days, now);
  if (!week) return null;
  return week
    .map((promise) =>
      promise.kind === 'tomorrow'
        ? es.category.arrivesTomorrow
        : format(es.category.arrivesOn, { day: promise.day }),
    )
    .join(PROMISE_SEPARATOR);
}
