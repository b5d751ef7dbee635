import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export type ImageKind = 'products' | 'categories';
export type ImageFormat = 'webp' | 'avif' | 'jpg';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
};

/** A colour and a shape that depend only on the id, so an image never changes between runs. */
function svgFor(kind: ImageKind, id: number, width: number, height: number): string {
  const hash = Math.imul(id ^ (kind === 'products' ? 0x5bd1e995 : 0x27d4eb2f), 2654435761) >>> 0;
  const hue = hash % 360;
  const background = `hsl(${hue}, 55%, 82%)`;
  const ink = `hsl(${(hue + 180) % 360}, 45%, 38%)`;
  const shapes = [
    `<circle cx="50" cy="50" r="28" fill="${ink}"/>`,
    `<rect x="24" y="24" width="52" height="52" rx="6" fill="${ink}"/>`,
    `<polygon points="50,18 82,78 18,78" fill="${ink}"/>`,
    `<polygon points="50,16 84,50 50,84 16,50" fill="${ink}"/>`,
  ];
  // Categories get a band, so a tile for a category never looks like a product's.
  const band =
    kind === 'categories' ? `<rect x="0" y="84" width="100" height="16" fill="${ink}" opacity="0.5"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100"
    preserveAspectRatio="xMidYMid slice"><rect x="-100" y="-100" width="300" height="300" fill="${background}"/>
    ${shapes[hash % shapes.length]}${band}</svg>`;
}

async function render(kind: ImageKind, id: number, width: number, height: number, format: ImageFormat) {
  const image = sharp(Buffer.from(svgFor(kind, id, width, height))).resize(width, height, { fit: 'cover' });
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Images generated once and kept on disk: later requests read the file. Concurrent first requests
 * share one render, and files are written under a temporary name then renamed, so a reader never
 * sees half a file.
 */
export function createImageCache(dir: string) {
  const pending = new Map<string, Promise<Buffer>>();
  return function image(kind: ImageKind, id: number, width: number, height: number, format: ImageFormat) {
    const file = join(dir, kind, `${id}-${width}x${height}.${format}`);
    let result = pending.get(file);
    if (!result) {
      result = readFile(file)
        .catch(async () => {
          const bytes = await render(kind, id, width, height, format);
          await mkdir(join(dir, kind), { recursive: true });
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
