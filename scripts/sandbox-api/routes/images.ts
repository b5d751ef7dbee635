import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { CONTENT_TYPES, createImageCache, type ImageFormat, type ImageKind } from '../images/render.ts';
import type { SandboxState } from '../state.ts';

const DEFAULT_SIZE = 500;
const MIN_SIZE = 16;
const MAX_SIZE = 2000;
const FILE = /^(\d{1,9})\.(webp|avif|jpg|jpeg)$/;

/** `w` or `h`: absent means 500; numbers are clamped to 16..2000; anything else is a 422. */
function size(value: string | undefined, field: string): number {
  if (value === undefined || value === '') return DEFAULT_SIZE;
  if (!/^\d{1,6}$/.test(value)) throw invalidField(field, `El campo ${field} debe ser un número entero.`);
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Number(value)));
}

/** `GET /images/{products|categories}/{id}.{webp|avif|jpg}?w=&h=`: exactly w×h, cacheable forever. */
export function imageRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const image = createImageCache(state.imagesDir);
  const productExists = state.db.prepare('SELECT 1 FROM products WHERE id = ?');

  app.get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = FILE.exec(c.req.param('file'));
    if ((kind !== 'products' && kind !== 'categories') || !match)
      throw new HttpError(404, 'Imagen no encontrada');
    const id = Number(match[1]);
    const exists = kind === 'products' ? productExists.get(id) !== undefined : state.index.categories.has(id);
    if (!exists) throw new HttpError(404, 'Imagen no encontrada');
    const format = (match[2] === 'jpeg' ? 'jpg' : match[2]) as ImageFormat;
    const bytes = await image(
      kind as ImageKind,
      id,
      size(c.req.query('w'), 'w'),
      size(c.req.query('h'), 'h'),
      format,
    );
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
