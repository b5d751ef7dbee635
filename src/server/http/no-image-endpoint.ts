import type { APIRoute } from 'astro';

/**
 * An address no page of the shop has: the catch-all page answers it as "Página no encontrada"
 * (404) without asking the API, since no slug of the shop starts with `_`. The pre-rendered
 * `/404` cannot be the target: a rewrite needs a page the server can render.
 */
const NOT_OURS = '/_no-es-de-la-tienda';

/**
 * Astro's image endpoint (`/_image`), which the shop never uses: product images come from the API's
 * image host at the sizes the shop asks for. Astro's own endpoint answered 500 to some addresses
 * (`/_image?href=/404.html`); this one is a plain "not ours": the shop's 404 page.
 */
export const GET: APIRoute = (context) => context.rewrite(NOT_OURS);
