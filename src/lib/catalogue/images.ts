import type { ApiImage } from '@shop/contract/catalogue';

/** URL of an API image resized to exactly `width`×`height` (the API crops to fit). */
export function sizedImageUrl(image: ApiImage, width: number, height = width): string {
  const url = new URL(image.url);
  url.searchParams.set('w', String(width));
  url.searchParams.set('h', String(height));
  return url.toString();
}

/**
 * The srcset of a fixed-size image whose `src` is its 1x size: only the 2x candidate, since a
 * browser takes `src` as the 1x one (HTML's srcset rules) and repeating it costs every card a URL.
 */
export function imageSrcset(image: ApiImage, width: number, height = width): string {
  return `${sizedImageUrl(image, width * 2, height * 2)} 2x`;
}
