/** Categories, products and brands (routes/catalog.ts) over HTTP. */
import { describe, expect, it } from 'vitest';
import type { Brand, Category, CategoryDetail, Product } from '@shop/contract/catalogue';
import { withSandbox } from '../../testing/helpers.ts';

const sandbox = withSandbox();
const SPEC_IDS = [9999, 10000, 10011, 10047, 10153, 10154, 10155, 10190, 10197];

/** The visit headers the shop sends with every tree call (spec §7). */
const VISIT = { headers: { 'X-Real-Path': '/c-cocina-10047', 'X-Real-Query': '' } };
const tree = (query: string, init: RequestInit = VISIT) =>
  sandbox.json<{ data: Category[] }>(`/api/v1/categories/tree${query}`, init);

function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.childs)]);
}

describe('GET /api/v1/categories/tree', () => {
  it('lists every category id of spec §9 under the root, with url_path c-{slug}-{id}', async () => {
    const { status, body } = await tree('?parent_id=1&depth=2&full=1');
    expect(status).toBe(200);
    expect(body.data.map((category) => category.id)).toEqual(expect.arrayContaining(SPEC_IDS));
    for (const category of flatten(body.data)) {
      expect(category.url_path).toBe(`c-${category.slug}-${category.id}`);
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.path.split('/').at(-1)).toBe(String(category.id));
      expect(category.resources_libraries.images[0]?.url).toMatch(
        /^http:\/\/localhost:\d+\/images\/categories\/\d+\.webp$/,
      );
    }
    const kitchen = body.data.find((category) => category.id === 10047)!;
    expect(kitchen.url_path).toBe('c-cocina-10047');
    expect(kitchen.childs.map((child) => child.slug)).toContain('menaje-de-mesa');
    expect(body.data.find((category) => category.id === 10155)!.url_path).toBe('c-asayaor-10155');
  });

  it('nests childs two levels deep, from the root or from a main category', async () => {
    const depthOf = (categories: Category[]): number =>
      categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depthOf(category.childs)));
    expect(depthOf((await tree('?parent_id=1&depth=2&full=1')).body.data)).toBe(2);
    const kitchen = await tree('?parent_id=10047&depth=2&full=1');
    expect(depthOf(kitchen.body.data)).toBe(2);
    expect(kitchen.body.data.every((category) => category.parent_id === 10047)).toBe(true);
    // depth and parent_id default to the spec's values.
    expect((await tree('')).body).toEqual((await tree('?parent_id=1&depth=2')).body);
  });

  it('answers a light tree without full=1: no images, target null', async () => {
    const { body } = await tree('?parent_id=10153&depth=2');
    expect(body.data.length).toBeGreaterThan(0);
    expect(flatten(body.data).every((category) => category.resources_libraries.images.length === 0)).toBe(
      true,
    );
  });

  it('refuses what spec §7 does not ask: another depth, a parent below the main categories', async () => {
    for (const depth of ['1', '3', '5', 'abc']) {
      const { status, body } = await sandbox.json<{ errors: Record<string, string[]> }>(
        `/api/v1/categories/tree?depth=${depth}`,
        VISIT,
      );
      expect(status, depth).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['depth']);
    }
    const kitchen = await tree('?parent_id=10047&depth=2');
    const sub = kitchen.body.data[0]!.id;
    const below = await sandbox.json<{ errors: Record<string, string[]> }>(
      `/api/v1/categories/tree?parent_id=${sub}&depth=2`,
      VISIT,
    );
    expect(below.status).toBe(422);
    expect(below.body.errors).toEqual({
      parent_id: ['El campo parent_id debe ser 1 o una categoría principal.'],
    });
    expect((await tree('?parent_id=-4')).status).toBe(422);
    const unknown = await sandbox.json<{ message: string }>(
      '/api/v1/categories/tree?parent_id=123456',
      VISIT,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Categoría no encontrada');
  });

  it('needs the visit: X-Real-Path with the real path; X-Real-Query without its ?', async () => {
    const none = await sandbox.json<{ errors: Record<string, string[]> }>('/api/v1/categories/tree');
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors)).toEqual(['X-Real-Path']);
    expect((await tree('', { headers: { 'X-Real-Path': 'c-cocina-10047' } })).status).toBe(422);
    expect((await tree('', { headers: { 'X-Real-Path': '/', 'X-Real-Query': '?q=1' } })).status).toBe(422);
    expect((await tree('', { headers: { 'X-Real-Path': '/' } })).status).toBe(200);
  });

  it('sets the campaign cookie for a visit that lands from a campaign, once', async () => {
    const landing = (query: string, cookie?: string) =>
      sandbox.get('/api/v1/categories/tree?parent_id=1&depth=2&full=1', {
        headers: {
          'X-Real-Path': '/sarten-antiadherente-2-l-102',
          'X-Real-Query': query,
          Referer: 'https://buscador.example/',
          ...(cookie ? { Cookie: cookie } : {}),
        },
      });
    const first = await landing('utm_source=boletin&utm_medium=email');
    expect(first.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^sandbox_campaign=boletin; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    expect((await landing('gclid=abc')).headers.getSetCookie()[0]).toMatch(/^sandbox_campaign=gclid;/);
    expect((await landing('utm_source=boletin', 'sandbox_campaign=boletin')).headers.getSetCookie()).toEqual(
      [],
    );
    expect((await landing('q=sarten')).headers.getSetCookie()).toEqual([]);
    expect((await landing('utm_source=<script>')).headers.getSetCookie()).toEqual([]);
  });
});

describe('GET /api/v2/catalog/categories/{id}', () => {
  it('gives a leaf its ancestors root first, without root 1, and one level of childs', async () => {
    const kitchen = await tree('?parent_id=10047&depth=2');
    const sub = kitchen.body.data[0]!;
    const leaf = sub.childs[0]!;
    const { status, body } = await sandbox.json<{ data: CategoryDetail }>(
      `/api/v2/catalog/categories/${leaf.id}`,
    );
    expect(status).toBe(200);
    expect(body.data.ancestors).toEqual([
      { id: 10047, name: 'Cocina y menaje', url_path: 'c-cocina-10047' },
      { id: sub.id, name: sub.name, url_path: sub.url_path },
    ]);
    expect(body.data.path).toBe(`1/10047/${sub.id}/${leaf.id}`);
    const shop = await sandbox.json<{ data: CategoryDetail }>('/api/v2/catalog/categories/10047');
    expect(shop.body.data.ancestors).toEqual([]);
    expect(shop.body.data.childs.length).toBeGreaterThan(0);
    expect(shop.body.data.childs.every((child) => child.childs.length === 0)).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await sandbox.get('/api/v2/catalog/categories/424242')).status).toBe(404);
    expect((await sandbox.get('/api/v2/catalog/categories/abc')).status).toBe(404);
  });
});

describe('GET /api/v2/catalog/products/{idOrUrlPath}', () => {
  it('finds the same product by id and by url_path', async () => {
    const byId = await sandbox.json<{ data: Product }>('/api/v2/catalog/products/1');
    expect(byId.status).toBe(200);
    const product = byId.body.data;
    expect(product.url_path).toMatch(/^[a-z0-9-]+-1$/);
    expect(product.url).toBe(`http://localhost:4321/${product.url_path}`);
    expect(product.image.url).toMatch(/\/images\/products\/1\.webp$/);
    const byPath = await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${product.url_path}`);
    expect(byPath.body.data).toEqual(product);
  });

  it('has every field of the contract, categories from the shop down to the leaf', async () => {
    const { body } = await sandbox.json<{ data: Product }>('/api/v2/catalog/products/7');
    const product = body.data;
    // `unit_price` is there only for a product sold by weight or volume (catalog/unit-price.test.ts).
    expect(
      Object.keys(product)
        .filter((key) => key !== 'unit_price')
        .sort(),
    ).toEqual(
      [
        'adult',
        'attribute_set',
        'brand',
        'categories',
        'description',
        'id',
        'image',
        'images',
        'name',
        'offers',
        'price',
        'quantity',
        'rating',
        'sku',
        'source_channel',
        'specifications',
        'url',
        'url_path',
        'weight',
      ].sort(),
    );
    expect(product.categories.length).toBeGreaterThanOrEqual(3);
    expect(product.categories.some((category) => category.id === 1)).toBe(false);
    const leaf = await sandbox.json<{ data: CategoryDetail }>(
      `/api/v2/catalog/categories/${product.categories.at(-1)!.id}`,
    );
    expect(leaf.body.data.ancestors.map((ancestor) => ancestor.id)).toEqual(
      product.categories.slice(0, -1).map((category) => category.id),
    );
    expect(Math.round(product.price * 100) / 100).toBe(product.price); // two decimals
  });

  it('gives the product answer a gallery of four pictures, `image` first, and its specification list', async () => {
    const { body } = await sandbox.json<{ data: Product }>('/api/v2/catalog/products/7');
    const { image, images, specifications } = body.data;
    expect(images?.map((picture) => new URL(picture.url).pathname)).toEqual([
      '/images/products/7.webp',
      '/images/products/7-2.webp',
      '/images/products/7-3.webp',
      '/images/products/7-4.webp',
    ]);
    expect(images?.[0]).toEqual(image);
    expect(specifications!.length).toBeGreaterThanOrEqual(2);
    for (const { name, value } of specifications!) expect(name && value).toBeTruthy();
    // Lists and searches stay light: no gallery, no specifications.
    const search = await sandbox.json<{ data: Product[] }>('/api/v2/search/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ per_page: 1 }),
    });
    expect(search.body.data[0]).not.toHaveProperty('images');
    expect(search.body.data[0]).not.toHaveProperty('specifications');
  });

  it('marks drinks with alcohol as adult', async () => {
    const { body } = await sandbox.json<{ data: Product }>('/api/v2/catalog/products/1');
    expect(body.data.categories[0]!.id).toBe(10000);
    expect(body.data.name).toMatch(/^Vino/);
    expect(body.data.adult).toBe(true);
  });

  it("answers 404 'Producto no encontrado' for unknown ids and paths", async () => {
    for (const key of ['99999999', 'no-existe-123', '..%2F..%2Fetc', '0']) {
      const { status, body } = await sandbox.json<{ message: string }>(`/api/v2/catalog/products/${key}`);
      expect(status).toBe(404);
      expect(body.message).toBe('Producto no encontrado');
    }
  });
});

describe('GET /api/v2/catalog/brands/{id}', () => {
  it('serves the partner brand of /b-asayaor-7180', async () => {
    const { status, body } = await sandbox.json<{ data: Brand }>('/api/v2/catalog/brands/7180');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 7180,
      name: 'Asayaor',
      slug: 'asayaor',
      url_path: 'b-asayaor-7180',
    });
    expect(body.data.products_count).toBeGreaterThan(0);
    expect((await sandbox.get('/api/v2/catalog/brands/1')).status).toBe(404);
  });
});
