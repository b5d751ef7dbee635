/**
 * Where the browser reaches the commerce API (`PUBLIC_API_URL`), apart from the client
 * (public-api.ts) so that code sending a call before the client's code is there (a product page's
 * early add, api/cart-ahead.ts) names it without loading the client.
 */
export { PUBLIC_API_URL as API_URL } from 'astro:env/client';
