import type { UnitPrice } from '@shop/contract/catalogue';
import { CURRENCY, LOCALE } from '../constants';

/*
 * Grouping rule: es-ES by default leaves four-digit numbers ungrouped ("1234,56 €") but groups
 * five digits ("12.345,67 €"). A price list mixing both looks inconsistent, so prices always
 * group thousands (useGrouping: 'always'): "1.234,56 €". Intl puts U+00A0 before the sign.
 */
const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  useGrouping: 'always',
});
// Units are appended by hand: CLDR puts a breakable U+0020 between number and unit ("750 g"),
// and a weight must never wrap across lines, so we use U+00A0 like prices do.
const kilogramFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
// Grams never reach 1000 once kilograms take over above 1 kg, except exactly 1 kg ("1000 g").
const gramFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: false });
const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** A price in euros as the shop shows it: "1.234,56 €" (U+00A0 before €). */
export function formatPrice(euros: number): string {
  return priceFormat.format(euros);
}

/**
 * A price per unit of measure (Real Decreto 3423/2000) as a shelf label reads it: "12,50 €/kg",
 * "8,00 €/l", "1,25 €/100 g" when the reference is not one unit (U+00A0 before € and the unit).
 */
export function formatUnitPrice({ amount, reference_value, reference_unit }: UnitPrice): string {
  const per = reference_value === 1 ? reference_unit : `${reference_value}\u00a0${reference_unit}`;
  return `${formatPrice(amount)}/${per}`;
}

/**
 * A weight given in kilograms (spec §1/§9): above 1 kg in kg with two decimals ("1,50 kg"),
 * otherwise in whole grams ("750 g"), U+00A0 before the unit; exactly 1 kg is not "above 1", so it reads "1000 g".
 */
export function formatWeight(kg: number): string {
  return kg > 1
    ? `${kilogramFormat.format(kg)}\u00a0kg`
    : `${gramFormat.format(Math.round(kg * 1000))}\u00a0g`;
}

/** A whole percentage (25 → "25 %", U+00A0 before %, the es-ES rule). */
export function formatPercent(percent: number): string {
  return percentFormat.format(percent / 100);
}

const amountFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, useGrouping: 'always' });

/** A plain amount for texts that carry their own unit, such as filter chips ("De 10 € a 1.250,5 €"). */
export function formatNumber(value: number): string {
  return amountFormat.format(value);
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});

/** A date of an order or invoice as a Spanish shopper reads it: "23 de noviembre de 2026" (Madrid time). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
