import type { APIRoute } from 'astro';
import { NOT_OURS } from './not-ours';

/**
 * Astro's image endpoint (`/_image`), which the shop never uses: product images come from the API's
 * image host at the sizes the shop asks for. Astro's own endpoint answered 500 to some addresses
 * (`/_image?href=/404.html`); this one is a plain "not ours": the shop's 404 page.
 */
export const GET: APIRoute = (context) => context.rewrite(NOT_OURS);
