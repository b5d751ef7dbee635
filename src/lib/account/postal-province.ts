import { PROVINCES, provinceOfPostalCode } from '@shop/contract/provinces';

/** Lower case without accents or extra spaces: 'Gerona', 'gerona' and 'GERONA ' are one spelling. */
const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The province the address form shows once a postal code is typed: its first two digits name it
 * (28 Madrid, 08 Barcelona). A province the shopper typed that already names it stays as typed
 * (Gerona, Girona); anything else gives way. No Spanish postal code yet: what was typed. No open
 * dataset of towns by postal code is kept up on npm, so the town is the shopper's to type.
 */
export function provinceForPostalCode(postalCode: string, typed: string): string {
  const province = provinceOfPostalCode(postalCode.trim());
  if (!province) return typed;
  const spellings = PROVINCES[postalCode.trim().slice(0, 2)] ?? [];
  return spellings.some((name) => plain(name) === plain(typed)) ? typed : province;
}
