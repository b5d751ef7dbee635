import type { Hono } from 'hono';
import type { Product } from '../../../src/contract/catalogue.ts';
import type { Paginated } from '../../../src/contract/paginated.ts';
import { productJson } from '../catalog/serialize.ts';
import type { ProductRow } from '../catalog/store.ts';
import { allRows, oneRow } from '../db.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { intParam, pageMeta } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

/** Ratings a product needs before it can rank among the best rated. */
const MIN_RATINGS_TO_RANK = 10;

/**
 * The four product lists of the shop's /l-… pages (spec §2), as the sandbox ranks them. The seed
 * has no sales or wishes yet, so top sellers rank by number of ratings (each rating is a
 * delivered order) and most wished by ratings weighted by their average; in stock only.
 */
const LISTS: Record<string, string> = {
  'top-ventas': 'rating_count DESC, id',
  'mejores-ofertas': 'discount_percent DESC, rating_count DESC, id',
  'mas-deseados': 'rating_count * rating_avg DESC, id',
  'mejor-valorados': 'rating_avg DESC, rating_count DESC, id',
};
const FILTERS: Record<string, string> = {
  'mejores-ofertas': 'AND offer_price IS NOT NULL',
  'mejor-valorados': `AND rating_count >= ${MIN_RATINGS_TO_RANK}`,
};

/** `GET /store-front/api/lists/{list}?per_page&page`: a ranked product list (sandbox's choice of route). */
export function listRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const statements = Object.fromEntries(
    Object.entries(LISTS).map(([list, order]) => {
      const where = `WHERE quantity > 0 ${FILTERS[list] ?? ''}`;
      return [
        list,
        {
          count: state.db.prepare(`SELECT count(*) AS n FROM products ${where}`),
          page: state.db.prepare(`SELECT * FROM products ${where} ORDER BY ${order} LIMIT ? OFFSET ?`),
        },
      ];
    }),
  );

  app.get('/store-front/api/lists/:list', (c) => {
    const statement = statements[c.req.param('list')];
    if (!statement) throw new HttpError(404, 'Lista no encontrada');
    const perPage = intParam(c.req.query('per_page'), 'per_page', { min: 1, max: 100, fallback: 24 });
    const current = intParam(c.req.query('page'), 'page', { min: 1, max: 10_000, fallback: 1 });
    const { n: total } = oneRow<{ n: number }>(statement.count)!;
    const rows = allRows<ProductRow>(statement.page, perPage, (current - 1) * perPage);
    const body: Paginated<Product> = {
      data: rows.map((row) => productJson(row, state.index, state.urls)),
      meta: pageMeta(current, perPage, total),
    };
    return c.json(body);
  });
}
