import { PROVINCES } from '@shop/contract/provinces';
import { fold } from '../text.ts';

export { PROVINCES, provinceOfPostalCode } from '@shop/contract/provinces';

/** True when the name a shopper typed is one of the spellings of the postal code's province. */
export function provinceMatches(postalCode: string, typed: string): boolean {
  const names = PROVINCES[postalCode.slice(0, 2)] ?? [];
  const wanted = fold(typed).replace(/\s+/g, ' ').trim();
  return names.some((name) => fold(name) === wanted);
}
