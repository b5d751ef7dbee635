import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { fail, parseId, parseIntParam } from '../context.ts';

const FORMATS = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' } as const;
type Format = keyof typeof FORMATS;
const MIN_PX = 16;
const MAX_PX = 2000;
const DEFAULT_PX = 500;
const PALETTE = ['#fde68a', '#bfdbfe', '#bbf7d0', '#fecaca', '#ddd6fe', '#fed7aa', '#a5f3fc', '#e9d5ff'];

/** A deterministic picture for an id: a coloured tile with a simple shape, as SVG. */
function pictureSvg(kind: string, id: number): string {
  const background = PALETTE[id % PALETTE.length]!;
  const ink = ['#92400e', '#1e3a8a', '#166534', '#991b1b', '#4c1d95', '#9a3412', '#155e75', '#6b21a8'][(id >> 3) % 8]!;
  const shape = kind === 'categories'
    ? `<rect x="110" y="110" width="280" height="280" rx="40" fill="${ink}" opacity="0.85"/>`
    : [`<circle cx="250" cy="250" r="150" fill="${ink}" opacity="0.85"/>`,
       `<polygon points="250,90 410,390 90,390" fill="${ink}" opacity="0.85"/>`,
       `<rect x="120" y="150" width="260" height="200" rx="24" fill="${ink}" opacity="0.85"/>`][id % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500"><rect width="500" height="500" fill="${background}"/>${shape}</svg>`;
}

/**
 * `GET /images/{products|categories}/{id}.{webp|avif|jpg}?w=&h=`: generated pictures at exactly the
 * size asked (spec §3: every image variant has a width and a height), cached on disk.
 */
export function imageRoutes(app: Hono, cacheDir: string): void {
  mkdirSync(cacheDir, { recursive: true });
  app.get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = /^(\d{1,9})\.(webp|avif|jpg)$/.exec(c.req.param('file'));
    const id = parseId(match?.[1]);
    if ((kind !== 'products' && kind !== 'categories') || !match || id === null) return fail(c, 404, 'Imagen no encontrada');
    const format = match[2] as Format;
    const width = parseIntParam(c.req.query('w'), DEFAULT_PX, MIN_PX, MAX_PX);
    const height = parseIntParam(c.req.query('h'), width ?? DEFAULT_PX, MIN_PX, MAX_PX);
    if (width === null || height === null) return fail(c, 422, `El tamaño debe estar entre ${MIN_PX} y ${MAX_PX} píxeles.`);
    const path = join(cacheDir, `${kind}-${id}-${width}x${height}.${format}`);
    let bytes: Buffer;
    if (existsSync(path)) bytes = readFileSync(path);
    else {
      const image = sharp(Buffer.from(pictureSvg(kind, id))).resize(width, height, { fit: 'cover' });
      bytes = await (format === 'webp' ? image.webp({ quality: 70 }) : format === 'avif' ? image.avif({ quality: 50 }) : image.jpeg({ quality: 75 })).toBuffer();
      writeFileSync(path, bytes);
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': FORMATS[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
