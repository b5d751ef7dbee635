/**
 * The id of a product page's add-to-cart form: the phone's sticky buy bar submits it with
 * `form=` (the same quantity, the same no-JavaScript post, the island's add once hydrated).
 */
export const BUY_FORM_ID = 'comprar';
