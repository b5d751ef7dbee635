/** Generated images (routes/images.ts): sizes, formats, caching. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildBrands } from '../../seed/brands.ts';
import { buildCategories, leafCategories } from '../../seed/categories.ts';
import { buildProduct, placer } from '../../seed/products.ts';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();

async function image(path: string) {
  const response = await sandbox.get(path);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, meta: response.ok ? await sharp(bytes).metadata() : undefined };
}

describe('GET /images/…', () => {
  it('generates a product image of exactly w×h in the asked format, cacheable forever', async () => {
    const { response, meta } = await image('/images/products/12.webp?w=170&h=120');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 170, height: 120 });
  });

  it('serves avif and jpg too, 500×500 by default', async () => {
    const avif = await image('/images/categories/10047.avif?w=60&h=60');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.meta).toMatchObject({ width: 60, height: 60 });
    const jpg = await image('/images/products/3.jpg');
    expect(jpg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpg.meta).toMatchObject({ format: 'jpeg', width: 500, height: 500 });
  });

  it('clamps sizes to 16..2000 and rejects non-numbers with 422', async () => {
    expect((await image('/images/products/1.webp?w=1&h=5000')).meta).toMatchObject({
      width: 16,
      height: 2000,
    });
    expect((await sandbox.get('/images/products/1.webp?w=abc')).status).toBe(422);
  });

  it('is deterministic and cached on disk: the same request gives the same bytes', async () => {
    const first = await image('/images/products/5.webp?w=75&h=75');
    const second = await image('/images/products/5.webp?w=75&h=75');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(readdirSync(join(sandbox.dir, 'images', 'products'))).toContain('5-75x75.webp');
    const other = await image('/images/products/6.webp?w=75&h=75');
    expect(other.bytes.equals(first.bytes)).toBe(false);
  });

  it('draws two variants of one kind differently: another size of the same line, another line', async () => {
    const place = placer(leafCategories(buildCategories(0)));
    const brands = new Map(buildBrands().map((brand) => [brand.name, brand]));
    const pans = Array.from({ length: 3000 }, (_, index) => buildProduct(index + 1, place(index + 1), brands))
      .filter(({ kind }) => kind.key === 'sarten')
      .map(({ row, variant }) => ({ id: row.id, line: variant.line, size: variant.size }));
    const first = pans[0]!;
    const sameLine = pans.find((pan) => pan.line === first.line && pan.size !== first.size)!;
    const otherLine = pans.find((pan) => pan.line !== first.line)!;
    const [a, b, c] = await Promise.all(
      [first, sameLine, otherLine].map((pan) => image(`/images/products/${pan.id}.webp?w=80&h=80`)),
    );
    expect(b!.bytes.equals(a!.bytes)).toBe(false);
    expect(c!.bytes.equals(a!.bytes)).toBe(false);
    // Another line has another colour: the pictures' mean hue differs, not just a few pixels.
    const mean = async (bytes: Buffer) =>
      (await sharp(bytes).stats()).channels.map((channel) => channel.mean);
    const [meanA, meanC] = await Promise.all([mean(a!.bytes), mean(c!.bytes)]);
    expect(Math.max(...meanA.map((value, index) => Math.abs(value - meanC[index]!)))).toBeGreaterThan(5);
  });

  it('serves a product’s gallery views 2–4 beside its main picture, each its own file', async () => {
    const views = await Promise.all(
      [1, 2, 3, 4].map((view) => image(`/images/products/5${view > 1 ? `-${view}` : ''}.webp?w=75&h=75`)),
    );
    for (const view of views) expect(view.meta).toMatchObject({ format: 'webp', width: 75, height: 75 });
    expect(new Set(views.map((view) => view.bytes.toString('base64'))).size).toBe(4);
    expect(readdirSync(join(sandbox.dir, 'images', 'products'))).toContain('5-3-75x75.webp');
  });

  it('draws brands too, as a badge of what they make', async () => {
    const brand = await image('/images/brands/7180.webp?w=120&h=120');
    expect(brand.response.status).toBe(200);
    expect(brand.meta).toMatchObject({ width: 120, height: 120 });
    const { body } = await sandbox.json<{ data: { image?: { url: string } } }>('/api/v2/catalog/brands/7180');
    expect(new URL(body.data.image!.url).pathname).toBe('/images/brands/7180.webp');
  });

  it('answers 404 for unknown ids, kinds, formats and views', async () => {
    for (const path of [
      '/images/products/99999999.webp',
      '/images/users/1.webp',
      '/images/products/1.gif',
      '/images/products/x.webp',
      '/images/products/1-5.webp',
      '/images/categories/10047-2.webp',
      '/images/brands/1.webp',
    ]) {
      expect((await sandbox.get(path)).status, path).toBe(404);
    }
  });

  it('JSON image URLs point at this endpoint', async () => {
    const { body } = await sandbox.json<{ data: { image: { url: string } } }>('/api/v2/catalog/products/12');
    const url = new URL(body.data.image.url);
    expect(url.hostname).toBe('localhost');
    expect(url.pathname).toBe('/images/products/12.webp');
  });
});
