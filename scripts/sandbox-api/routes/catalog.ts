import type { Hono } from 'hono';
import { ancestorsOf } from '../catalogue.ts';
import { fail, parseId, parseIntParam, type Sandbox } from '../context.ts';
import { categoryJson, PRODUCT_COLUMNS, type ProductRow, productJson } from '../shapes.ts';

/** Deepest tree a caller may ask for. */
const MAX_TREE_DEPTH = 5;

/** Catalogue reads of spec §7: the category tree, one category, one product, one brand. */
export function catalogRoutes(app: Hono, sandbox: Sandbox): void {
  const productBy = {
    id: sandbox.db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ?`),
    path: sandbox.db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.url_path = ?`),
  };
  const brandById = sandbox.db.prepare('SELECT b.id, b.name, b.slug, COUNT(p.id) AS products_count FROM brands b LEFT JOIN products p ON p.brand_id = b.id WHERE b.id = ? GROUP BY b.id');

  app.get('/api/v1/categories/tree', (c) => {
    const parentId = parseIntParam(c.req.query('parent_id'), 1, 1, 999_999_999);
    const depth = parseIntParam(c.req.query('depth'), 2, 1, MAX_TREE_DEPTH);
    if (parentId === null || depth === null) {
      return fail(c, 422, 'Los parámetros del árbol no son válidos.', { depth: [`La profundidad debe estar entre 1 y ${MAX_TREE_DEPTH}.`] });
    }
    const parent = sandbox.index.byId.get(parentId);
    if (!parent) return fail(c, 404, 'Categoría no encontrada');
    const children = sandbox.index.children.get(parentId) ?? [];
    return c.json({ data: children.map((child) => categoryJson(sandbox.index, child, sandbox.urls, depth - 1)) });
  });

  app.get('/api/v2/catalog/categories/:id', (c) => {
    const id = parseId(c.req.param('id'));
    const row = id === null ? undefined : sandbox.index.byId.get(id);
    if (!row || row.parent_id === null) return fail(c, 404, 'Categoría no encontrada');
    const ancestors = ancestorsOf(sandbox.index, row).map((a) => ({ id: a.id, name: a.name, url_path: `c-${a.slug}-${a.id}` }));
    return c.json({ data: { ...categoryJson(sandbox.index, row, sandbox.urls, 1), ancestors } });
  });

  app.get('/api/v2/catalog/products/:idOrPath', (c) => {
    const key = c.req.param('idOrPath');
    const id = parseId(key);
    const row = (id !== null ? productBy.id.get(id) : /^[a-z0-9-]{1,200}$/.test(key) ? productBy.path.get(key) : undefined) as ProductRow | undefined;
    if (!row) return fail(c, 404, 'Producto no encontrado');
    return c.json({ data: productJson(sandbox.index, row, sandbox.urls) });
  });

  app.get('/api/v2/catalog/brands/:id', (c) => {
    const id = parseId(c.req.param('id'));
    const row = id === null ? undefined : (brandById.get(id) as { id: number; name: string; slug: string; products_count: number } | undefined);
    if (!row) return fail(c, 404, 'Marca no encontrada');
    return c.json({ data: { ...row, url_path: `b-${row.slug}-${row.id}` } });
  });
}
