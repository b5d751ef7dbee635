import type { Hono } from 'hono';
import type { Paginated } from '@shop/contract/paginated';
import { type Rating, RatingSort } from '@shop/contract/ratings';
import { imageUrl } from '../catalog/serialize.ts';
import { allRows, oneRow } from '../db.ts';
import type { AppEnv } from '../http/env.ts';
import { invalidField } from '../http/errors.ts';
import { intParam, pageMeta } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

interface RatingRow {
  id: number;
  title: string;
  comment: string;
  rating: number;
  author: string;
  created_at: string;
  helpful: number;
  product_id: number;
  product_name: string;
  product_url_path: string;
}

const COLUMNS = `r.id, r.title, r.comment, r.rating, r.author, r.created_at, r.helpful,
  p.id AS product_id, p.name AS product_name, p.url_path AS product_url_path`;
/** How each sort orders a page; ties fall to the newest (then the highest id), so pages never overlap. */
const ORDER_BY: Record<RatingSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  useful: 'r.helpful DESC, r.created_at DESC, r.id DESC',
};

function sortParam(value: string | undefined): RatingSort {
  if (value === undefined || value === '') return 'newest';
  const sort = RatingSort.safeParse(value);
  if (!sort.success) throw invalidField('sort', 'El campo sort debe ser newest o useful.');
  return sort.data;
}

/**
 * `GET /store-front/api/rating?per_page&page&product_id&sort`: the newest ratings first (the
 * footer carousel); with `product_id`, that product's (its page), newest or most useful first.
 */
export function ratingRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const count = state.db.prepare('SELECT count(*) AS n FROM ratings');
  const countOf = state.db.prepare('SELECT count(*) AS n FROM ratings WHERE product_id = ?');
  const pageOf = (where: string, sort: RatingSort) =>
    state.db.prepare(`SELECT ${COLUMNS} FROM ratings r JOIN products p ON p.id = r.product_id
      ${where} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`);
  const pages = {
    all: { newest: pageOf('', 'newest'), useful: pageOf('', 'useful') },
    product: {
      newest: pageOf('WHERE r.product_id = ?', 'newest'),
      useful: pageOf('WHERE r.product_id = ?', 'useful'),
    },
  };

  app.get('/store-front/api/rating', (c) => {
    const perPage = intParam(c.req.query('per_page'), 'per_page', { min: 1, max: 100, fallback: 20 });
    const current = intParam(c.req.query('page'), 'page', { min: 1, max: 100_000, fallback: 1 });
    const productId = intParam(c.req.query('product_id'), 'product_id', { min: 0, max: 1e9, fallback: 0 });
    const sort = sortParam(c.req.query('sort'));
    const offset = (current - 1) * perPage;
    const { n: total } = (
      productId ? oneRow<{ n: number }>(countOf, productId) : oneRow<{ n: number }>(count)
    )!;
    const rows = productId
      ? allRows<RatingRow>(pages.product[sort], productId, perPage, offset)
      : allRows<RatingRow>(pages.all[sort], perPage, offset);
    const body: Paginated<Rating> = {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        comment: row.comment,
        rating: row.rating,
        author: row.author,
        created_at: row.created_at,
        helpful: row.helpful,
        product: {
          id: row.product_id,
          name: row.product_name,
          url_path: row.product_url_path,
          image: { url: imageUrl(state.urls, 'products', row.product_id) },
        },
      })),
      meta: pageMeta(current, perPage, total),
    };
    return c.json(body);
  });
}
