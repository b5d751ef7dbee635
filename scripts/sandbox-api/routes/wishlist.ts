import type { Context, Hono } from 'hono';
import type { Product } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/paginated';
import type { WishedProduct } from '@shop/contract/wishlist';
import { productJson } from '../catalog/serialize.ts';
import type { ProductRow } from '../catalog/store.ts';
import { allRows, oneRow } from '../db.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { requireOwner, sessionOwner } from '../http/owner.ts';
import { intParam, pathId, pageMeta } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

const PRODUCT_NOT_FOUND = 'Producto no encontrado.';
const NOT_WISHED = 'El producto no está en tu lista de deseos.';

/**
 * The wishlist of spec §7: product ids per owner, most recently added first. Reads without a
 * session answer an empty list (the shop loads it for everyone); adding and removing are idempotent
 * and answer the ids left, so the shop can trust the 200.
 */
export function wishlistRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const { db } = state;
  const ids = db.prepare('SELECT product_id FROM wishlist WHERE owner = ? ORDER BY id DESC');
  const count = db.prepare('SELECT count(*) AS n FROM wishlist WHERE owner = ?');
  const page = db.prepare(`SELECT p.* FROM wishlist w JOIN products p ON p.id = w.product_id
    WHERE w.owner = ? ORDER BY w.id DESC LIMIT ? OFFSET ?`);
  const wished = db.prepare('SELECT 1 FROM wishlist WHERE owner = ? AND product_id = ?');
  const exists = db.prepare('SELECT 1 FROM products WHERE id = ?');
  const add = db.prepare(
    'INSERT INTO wishlist (owner, product_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const remove = db.prepare('DELETE FROM wishlist WHERE owner = ? AND product_id = ?');

  const owner = (c: Context) => sessionOwner(c, state.sessions);
  const idsOf = (who: string | null) =>
    who ? allRows<{ product_id: number }>(ids, who).map((row) => row.product_id) : [];

  app.get('/api/v1/wish-list/ids', (c) => c.json({ data: idsOf(owner(c)) }));

  app.get('/api/v1/wish-list', (c) => {
    const perPage = intParam(c.req.query('per_page'), 'per_page', { min: 1, max: 100, fallback: 50 });
    const current = intParam(c.req.query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
    const who = owner(c);
    const total = who ? oneRow<{ n: number }>(count, who)!.n : 0;
    const rows = who ? allRows<ProductRow>(page, who, perPage, (current - 1) * perPage) : [];
    const body: Paginated<Product> = {
      data: rows.map((row) => productJson(row, state.index, state.urls)),
      meta: pageMeta(current, perPage, total),
    };
    return c.json(body);
  });

  app.get('/api/v1/wishlist/:id', (c) => {
    const id = pathId(c.req.param('id'), NOT_WISHED);
    const who = owner(c);
    if (!who || wished.get(who, id) === undefined) throw new HttpError(404, NOT_WISHED);
    return c.json({ data: { id, wished: true } satisfies WishedProduct });
  });

  app.post('/api/v1/wish-list/:id', (c) => {
    const who = requireOwner(c, state.sessions);
    const id = pathId(c.req.param('id'), PRODUCT_NOT_FOUND);
    if (exists.get(id) === undefined) throw new HttpError(404, PRODUCT_NOT_FOUND);
    add.run(who, id, Date.now());
    return c.json({ data: idsOf(who) });
  });

  app.delete('/api/v1/wish-list/:id', (c) => {
    const who = requireOwner(c, state.sessions);
    remove.run(who, pathId(c.req.param('id'), PRODUCT_NOT_FOUND));
    return c.json({ data: idsOf(who) });
  });
}
