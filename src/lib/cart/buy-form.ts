/**
 * The id of a product page's add-to-cart form: the phone's sticky buy bar submits it with
 * `form=` (the same quantity, the same no-JavaScript post, the island's add once hydrated).
 */
export const BUY_FORM_ID = 'comprar';

/**
 * A product page's line for an add before React (issue 27: tap to popup): the buy form's product
 * and unit price, JSON in this attribute, read by components/product/buy-press.client.ts.
 */
export const BUY_LINE_ATTRIBUTE = 'data-buy-line';
