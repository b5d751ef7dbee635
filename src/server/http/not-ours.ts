/**
 * An address no page of the shop has: the catch-all page answers it as "Página no encontrada"
 * (404) without asking the API, since no slug of the shop starts with `_`. The pre-rendered
 * `/404` cannot be the target: a rewrite needs a page the server can render.
 */
export const NOT_OURS = '/_no-es-de-la-tienda';
