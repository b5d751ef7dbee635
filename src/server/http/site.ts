import { SITE_URL } from 'astro:env/server';
import { publicUrlOf, servesHttps } from './public-origin';

/** The shop's cookies carry `Secure` when shoppers reach it over https (SITE_URL, fixed at build). */
export const SECURE_COOKIES = servesHttps(SITE_URL);

/** An absolute URL on the shop's public origin (SITE_URL), whatever socket the request came in on. */
export function publicUrl(path: string): string {
  return publicUrlOf(SITE_URL, path);
}
