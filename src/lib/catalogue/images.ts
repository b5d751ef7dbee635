import type { ApiImage } from '../../contract/catalogue';

/** URL of an API image resized to exactly `width`×`height` (the API crops to fit). */
export function sizedImageUrl(image: ApiImage, width: number, height = width): string {
  const url = new URL(image.url);
  url.searchParams.set('w', String(width));
  url.searchParams.set('h', String(height));
  return url.toString();
}

/** A 1x/2x srcset for a fixed-size image. */
export function imageSrcset(image: ApiImage, width: number, height = width): string {
  return `${sizedImageUrl(image, width, height)} 1x, ${sizedImageUrl(image, width * 2, height * 2)} 2x`;
}
