import { SITE_URL } from 'astro:env/server';
import { publicUrlOf } from './public-origin';

/** An absolute URL on the shop's public origin (SITE_URL), whatever socket the request came in on. */
export function publicUrl(path: string): string {
  return publicUrlOf(SITE_URL, path);
}
