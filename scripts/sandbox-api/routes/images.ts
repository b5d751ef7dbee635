import type { Hono } from 'hono';
import { oneRow } from '../db.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { PRODUCT_VIEWS } from '../images/compose.ts';
import { readArt } from '../images/look.ts';
import { CONTENT_TYPES, createImageCache, type ImageFormat } from '../images/render.ts';
import type { SandboxState } from '../state.ts';

const DEFAULT_SIZE = 500;
const MIN_SIZE = 16;
const MAX_SIZE = 2000;
/** `{id}.{ext}`, or `{id}-{view}.{ext}` for a product's other views (2–4). */
const FILE = /^(\d{1,9})(?:-([2-9]))?\.(webp|avif|jpg|jpeg)$/;

/** `w` or `h`: absent means 500; numbers are clamped to 16..2000; anything else is a 422. */
function size(value: string | undefined, field: string): number {
  if (value === undefined || value === '') return DEFAULT_SIZE;
  if (!/^\d{1,6}$/.test(value)) throw invalidField(field, `El campo ${field} debe ser un número entero.`);
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Number(value)));
}

/**
 * `GET /images/{products|categories|brands}/{id}[-{view}].{webp|avif|jpg}?w=&h=`: exactly w×h,
 * cacheable forever. A product has views 1–4 (its gallery); categories and brands one picture.
 */
export function imageRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const image = createImageCache(state.imagesDir);
  const productArt = state.db.prepare('SELECT art FROM products WHERE id = ?');
  const artOf = (kind: string, id: number): ReturnType<typeof readArt> | undefined => {
    const text =
      kind === 'products'
        ? oneRow<{ art: string }>(productArt, id)?.art
        : kind === 'categories'
          ? state.index.categories.get(id)?.art
          : kind === 'brands'
            ? state.index.brands.get(id)?.art
            : undefined;
    return text ? readArt(text) : undefined;
  };

  app.get('/images/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = FILE.exec(c.req.param('file'));
    if ((kind !== 'products' && kind !== 'categories' && kind !== 'brands') || !match)
      throw new HttpError(404, 'Imagen no encontrada');
    const id = Number(match[1]);
    const view = Number(match[2] ?? 1);
    const art = artOf(kind, id);
    if (!art || (view > 1 && (kind !== 'products' || view > PRODUCT_VIEWS)))
      throw new HttpError(404, 'Imagen no encontrada');
    const format = (match[3] === 'jpeg' ? 'jpg' : match[3]) as ImageFormat;
    const bytes = await image(
      { kind, id, view, art: art.icons, ...(art.look ? { look: art.look } : {}) },
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
