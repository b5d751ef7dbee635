/** The shop's calendar: a carrier's days are counted from the date in Spain. */
const SHOP_TIME_ZONE = 'Europe/Madrid';
const SATURDAY = 6;
const SUNDAY = 0;
const DAY_MS = 86_400_000;

const madridDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDay = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/**
 * The day an order should arrive: `workingDays` carrier days (Monday to Friday; the carriers'
 * `delivery_days` are working days) after `from`, taken as the date in Spain. Midnight UTC of
 * that calendar day, to be formatted in UTC.
 */
export function deliveryDate(from: Date, workingDays: number): Date {
  let day = new Date(`${madridDay.format(from)}T00:00:00Z`);
  let left = Math.max(0, Math.floor(workingDays));
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (day.getUTCDay() !== SATURDAY && day.getUTCDay() !== SUNDAY) left -= 1;
  }
  return day;
}

/** The estimate as a shopper reads it: 'martes, 1 de diciembre'. */
export function formatDeliveryDate(from: Date, workingDays: number): string {
  return longDay.format(deliveryDate(from, workingDays));
}
