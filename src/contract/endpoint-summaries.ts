import type { EndpointName } from './endpoints.ts';

/**
 * What each call of ENDPOINTS (./endpoints.ts) does, in words: the OpenAPI document's summaries.
 * Kept apart from the table because src/api/call.ts brings the table into the browser, which has
 * no use for them. One for every call and no other: a missing or extra name fails the type check.
 */
export const ENDPOINT_SUMMARIES: Readonly<Record<EndpointName, string>> = {
  'GET /store-front/api/rating':
    "The newest published reviews (the footer shows 20); with `product_id`, that product's, newest or (`sort=useful`) most useful first.",
  'GET /store-front/api/rating/{orderId}/voted':
    "A delivered order's lines and what was voted; `token` is the WhatsApp link's proof.",
  'POST /store-front/api/rating/{lineId}/rate': 'A vote (1–5 stars) for an order line.',
  'POST /store-front/api/rating/{lineId}/review': 'A review of a voted order line.',
  'GET /sanctum/csrf-cookie':
    'Starts the session: sets the XSRF-TOKEN and session cookies. Calls naming the same X-Session-Claim key within a minute get the same guest session (a browser’s racing first calls).',
  'POST /api/v1/auth/login': 'Logs in: a new session, both cookies set again.',
  'GET /api/v1/auth/logout': 'Logs out.',
  'GET /api/v1/user': 'The logged-in customer; 401 `Unauthenticated.` for a guest.',
  'POST /api/v1/register':
    'Asks for an account: always 202 and the same message; the e-mail says what follows.',
  'POST /api/v1/password/send_reset':
    'E-mails a reset link; the same answer whether or not the account exists.',
  'POST /api/v1/password/reset': "Sets a new password with the e-mailed link's secret.",
  'PUT /api/v1/user/change_password': "Changes the logged-in customer's password.",
  'PUT /api/v2/user': "Changes the customer's name.",
  'GET /store-front/api/sales/invoice': "The customer's invoices.",
  'GET /store-front/api/sales/invoice/{id}.pdf': 'An invoice as a PDF.',
  'GET /store-front/api/sales/order': "The customer's orders, newest first.",
  'GET /store-front/api/sales/order/{id}': "One of the customer's orders.",
  'POST /store-front/api/sales/order/{id}/pay':
    'Makes a pending order the one to pay, optionally by another method (422 once paid or cancelled).',
  'POST /store-front/api/sales/order/{id}/to-cart':
    "Adds the order's products to the cart (409 for adult products until the age check).",
  'GET /api/v1/clients/{clientId}/shops': 'The themed shops a client buys in.',
  'GET /store-front/api/guest/sales/order/{id}':
    'A guest order, with its e-mail or phone, or for the session that placed or looked it up.',
  'POST /store-front/api/guest/sales/order/{id}/pay':
    'Makes a pending guest order the one to pay, optionally by another method.',
  'POST /store-front/api/guest/sales/order/{id}/to-cart': "Adds a guest order's products to the cart.",
  'PUT /api/store-front/session/data': 'Merges consent and tracking data into the guest session.',
  'DELETE /api/store-front/session': 'Ends the session.',
  'POST /api/v2/search/':
    'Full-text search and browsing with facets (a read: no XSRF header needed); the list pages are its sorts `top_sales`, `best_offers`, `most_wished`, `best_rated`.',
  'GET /api/v2/catalog/products/{idOrPath}': "A product by id or by its url_path (the shop's /{slug} pages).",
  'GET /api/v2/catalog/categories/{id}': 'A category with one level of children and its ancestors.',
  'GET /api/v2/catalog/brands/{id}': 'A brand.',
  'GET /store-front/api/{product}/search':
    "The catalogue's text search: `q` required, the POST's other fields bracket-style (`categories[0][]=…`, `filters[0][field]=…`); the POST's answer.",
  'GET /api/v1/categories/tree':
    "The children of `parent_id` (1 or a main category) two levels deep; `full=1` adds images. Asked for a visit of the shop: its path, query and referer as headers, the visitor's cookies forwarded; any Set-Cookie is for the visitor.",
  'GET /store-front/api/sales/cart_b2c': 'The cart; 204 when empty.',
  'GET /store-front/api/sales/checkout_b2c':
    'The cart in checkout, priced with the chosen carrier (the summary); 204 when empty, 404 before the transition.',
  'POST /store-front/api/sales/cart_b2c':
    'Replaces the cart with these lines; 409 for adult products until the age check.',
  'POST /store-front/api/sales/cart_b2c/gift-card/request': 'Asks for a gift card by mobile.',
  'DELETE /store-front/api/sales/cart_b2c': 'Empties the cart.',
  'POST /api/v1/cart/checkout':
    'Places the order from the cart in checkout and a complete checkout (201; the same order again: 200); 409 while the cart is not in checkout.',
  'POST /store-front/api/sales/cart_b2c/transition':
    'Begin checkout: the cart moves into checkout (201; 200 when it already was).',
  'GET /store-front/api/{product}/greater-18':
    'The shopper confirms being an adult: the session may save adult products.',
  'GET /api/v1/wishlist/{id}': 'Whether a product is wished (404 when not).',
  'GET /api/v1/wish-list/ids': 'The wished product ids, newest first.',
  'GET /api/v1/wish-list': 'The wished products, a page at a time (50 by default).',
  'POST /api/v1/wish-list/{id}': 'Wishes a product; answers the ids.',
  'DELETE /api/v1/wish-list/{id}': 'Unwishes a product; answers the ids.',
  'POST /api/v2/sales/carriers/availables':
    "The carriers to a postal code, priced for the caller's cart (none: an empty cart's prices), each with the subtotal from which it ships free.",
  'GET /api/v2/sales/payments/available': 'The ways to pay.',
  'POST /api/v2/sales/checkout':
    "Creates the checkout's data for the cart in checkout (201), or reopens it (200), applying the PUT's fields it carries; 409 before the transition.",
  'PUT /api/v2/sales/checkout': 'Changes the checkout: a key left out keeps its value, null clears it.',
  'GET /api/v2/sales/checkout':
    "The checkout's data, without the cart (that is checkout_b2c); 404 before the POST.",
  'POST /store-front/api/sales/cart/coupon/apply': 'Applies a coupon to the cart.',
  'GET /store-front/api/sales/cart/coupon/available': 'The coupons on offer.',
  'GET /store-front/api/account/addresses': "The customer's shipping addresses.",
  'POST /store-front/api/account/addresses': 'Saves a new shipping address.',
  'PUT /store-front/api/account/addresses/{id}':
    'Changes a shipping address; fields left out keep their values.',
  'DELETE /store-front/api/account/addresses/{id}': 'Deletes a shipping address.',
  'PUT /store-front/api/account/addresses/{id}/mark-as-default':
    'Makes a shipping address the default; answers them all.',
  'GET /store-front/api/account/addresses/billing': 'The billing address, or null.',
  'POST /store-front/api/account/addresses/billing':
    'Creates the billing address (or replaces the one there is).',
  'PUT /store-front/api/account/addresses/billing':
    'Replaces the billing address; fields left out keep their values.',
  'POST /store-front/api/sales/payment/redsys/in-site/card-configuration':
    "What Redsys's in-site card form needs for this order, and its script.",
  'POST /store-front/api/sales/payment/redsys/in-site/process':
    "Pays with the card form's idOper: a final answer or a 3-D Secure challenge.",
  'POST /store-front/api/sales/payment/redsys/in-site/challenge':
    "The bank's 3-D Secure page posts the CRes here; redirects the shopper to the shop's outcome page.",
  'DELETE /store-front/api/sales/cart/coupon':
    "Takes the applied coupon off the cart (the spec gives only 'apply'; a shopper who typed the wrong one must be able to undo it).",
  'GET /api/v1/email/verify':
    "The e-mailed link that confirms a new account; redirects to the shop's /auth/callback?verified=1|0.",
};
