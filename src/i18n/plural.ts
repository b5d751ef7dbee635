/**
 * Spanish plurals, one place for the whole shop: the catalogue writes a count's words as
 * `{count:producto|productos}` (singular|plural) and `format()` picks the form here. Spanish CLDR
 * rules have 'one' (1), 'many' (whole millions: "1 000 000 de productos") and 'other'; the shop's
 * counts never reach a million, so 'many' reads as the plural.
 */
const spanishRules = new Intl.PluralRules('es-ES');

/** The singular or plural form for `count`, by the Spanish plural rules. */
export function plural(count: number, one: string, other: string): string {
  return spanishRules.select(count) === 'one' ? one : other;
}
