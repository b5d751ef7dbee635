import type { Hono } from 'hono';
import { brandJson, categoryDetailJson, categoryJson, productDetailJson } from '../catalog/serialize.ts';
import type { ProductRow } from '../catalog/store.ts';
import { ROOT_ID } from '../catalog/ids.ts';
import { rememberCampaign, treeVisit } from '../catalog/tree-visit.ts';
import { oneRow } from '../db.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { intParam, pathId } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

/** Levels of each tree call: spec §7 asks for depth=2, and the sandbox answers nothing else. */
const TREE_DEPTH = 2;
const PRODUCT_NOT_FOUND = 'Producto no encontrado';
const CATEGORY_NOT_FOUND = 'Categoría no encontrada';
const BRAND_NOT_FOUND = 'Marca no encontrada';
/** A url_path as the seed writes them: lowercase words and the id, joined by hyphens. */
const URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The category tree, category, product and brand reads of spec §7. */
export function catalogRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const { index } = state;
  const productById = state.db.prepare('SELECT * FROM products WHERE id = ?');
  const productByPath = state.db.prepare('SELECT * FROM products WHERE url_path = ?');

  // Spec §7: parent_id is the main category (a themed shop's parent, a child of the root) or 1,
  // depth=2, full=1, with the visit's headers; anything else is a wrong call, refused.
  app.get('/api/v1/categories/tree', (c) => {
    const visit = treeVisit(c);
    const parentId = intParam(c.req.query('parent_id'), 'parent_id', {
      min: 1,
      max: 999_999_999,
      fallback: ROOT_ID,
    });
    const depth = intParam(c.req.query('depth'), 'depth', { min: 1, max: 999, fallback: TREE_DEPTH });
    if (depth !== TREE_DEPTH) throw invalidField('depth', `El campo depth debe ser ${TREE_DEPTH}.`);
    const fullText = c.req.query('full') ?? '0';
    if (!['0', '1', 'true', 'false'].includes(fullText)) {
      throw new HttpError(422, 'Los datos proporcionados no son válidos.', {
        full: ['El campo full debe ser 0 o 1.'],
      });
    }
    const parent = index.categories.get(parentId);
    if (!parent) throw new HttpError(404, CATEGORY_NOT_FOUND);
    if (parentId !== ROOT_ID && parent.parent_id !== ROOT_ID) {
      throw invalidField('parent_id', 'El campo parent_id debe ser 1 o una categoría principal.');
    }
    rememberCampaign(c, visit);
    const full = fullText === '1' || fullText === 'true';
    const children = index.children.get(parentId) ?? [];
    return c.json({
      data: children.map((row) => categoryJson(row, index, state.urls, TREE_DEPTH - 1, full)),
    });
  });

  app.get('/api/v2/catalog/categories/:id', (c) => {
    const row = index.categories.get(pathId(c.req.param('id'), CATEGORY_NOT_FOUND));
    if (!row) throw new HttpError(404, CATEGORY_NOT_FOUND);
    return c.json({ data: categoryDetailJson(row, index, state.urls) });
  });

  // The shop resolves its catch-all /{slug} pages by url_path, so both forms are accepted.
  app.get('/api/v2/catalog/products/:idOrPath', (c) => {
    const key = c.req.param('idOrPath');
    let row: ProductRow | undefined;
    if (/^\d{1,9}$/.test(key)) row = oneRow<ProductRow>(productById, Number(key));
    else if (key.length <= 300 && URL_PATH.test(key)) row = oneRow<ProductRow>(productByPath, key);
    if (!row) throw new HttpError(404, PRODUCT_NOT_FOUND);
    return c.json({ data: productDetailJson(row, index, state.urls) });
  });

  app.get('/api/v2/catalog/brands/:id', (c) => {
    const brand = index.brands.get(pathId(c.req.param('id'), BRAND_NOT_FOUND));
    if (!brand) throw new HttpError(404, BRAND_NOT_FOUND);
    return c.json({ data: brandJson(brand, state.urls) });
  });
}
