import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { type ImageKind, pictureSvg } from './compose.ts';
import type { Look } from './look.ts';

export type { ImageKind } from './compose.ts';
export type ImageFormat = 'webp' | 'avif' | 'jpg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};

/** What to draw: a product's view (1 is its main picture), a category or a brand, from its icons. */
export interface Picture {
  kind: ImageKind;
  id: number;
  view: number;
  art: readonly string[];
  /** A product's look (images/look.ts): how it differs from its kind's other variants. */
  look?: Look;
}

async function render(picture: Picture, width: number, height: number, format: ImageFormat) {
  const svg = pictureSvg(picture.kind, picture.id, picture.view, picture.art, width, height, picture.look);
  const image = sharp(Buffer.from(svg)).resize(width, height, { fit: 'cover' });
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Images rendered on the first request and kept on disk: later requests read the file. Concurrent
 * first requests share one render, and files are written under a temporary name then renamed, so
 * a reader never sees half a file.
 */
export function createImageCache(dir: string) {
  const pending = new Map<string, Promise<Buffer>>();
  return function image(picture: Picture, width: number, height: number, format: ImageFormat) {
    const view = picture.view > 1 ? `-${picture.view}` : '';
    const file = join(dir, picture.kind, `${picture.id}${view}-${width}x${height}.${format}`);
    let result = pending.get(file);
    if (!result) {
      result = readFile(file)
        .catch(async () => {
          const bytes = await render(picture, width, height, format);
          await mkdir(join(dir, picture.kind), { recursive: true });
          const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
          await writeFile(temporary, bytes);
          await rename(temporary, file);
          return bytes;
        })
        .finally(() => pending.delete(file));
      pending.set(file, result);
    }
    return result;
  };
}
