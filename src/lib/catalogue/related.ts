/** Related products offered on a missing product's page. */
export const RELATED_PRODUCTS = 4;

/** Leading words of a missing product's address searched for: the product kind, not its variant. */
const RELATED_QUERY_WORDS = 2;

/** The first words of a product slug, without numbers: what kind of product the shopper wanted. */
export function slugWords(slug: string): string {
  return slug
    .split('-')
    .filter((word) => !/^\d+$/.test(word))
    .slice(0, RELATED_QUERY_WORDS)
    .join(' ');
}
