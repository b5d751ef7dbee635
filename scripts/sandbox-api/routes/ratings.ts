import type { Hono } from 'hono';
import type { Paginated } from '../../../src/contract/paginated.ts';
import type { Rating } from '../../../src/contract/ratings.ts';
import { imageUrl } from '../catalog/serialize.ts';
import { allRows, oneRow } from '../db.ts';
import type { AppEnv } from '../http/env.ts';
import { intParam, pageMeta } from '../http/params.ts';
import type { SandboxState } from '../state.ts';

interface RatingRow {
  id: number;
  title: string;
  comment: string;
  rating: number;
  author: string;
  created_at: string;
  product_id: number;
  product_name: string;
  product_url_path: string;
}

/** `GET /store-front/api/rating?per_page&page`: the newest ratings first (the footer carousel). */
export function ratingRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const count = state.db.prepare('SELECT count(*) AS n FROM ratings');
  const page = state.db.prepare(`SELECT r.id, r.title, r.comment, r.rating, r.author, r.created_at,
      p.id AS product_id, p.name AS product_name, p.url_path AS product_url_path
    FROM ratings r JOIN products p ON p.id = r.product_id
    ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`);

  app.get('/store-front/api/rating', (c) => {
    const perPage = intParam(c.req.query('per_page'), 'per_page', { min: 1, max: 100, fallback: 20 });
    const current = intParam(c.req.query('page'), 'page', { min: 1, max: 100_000, fallback: 1 });
    const { n: total } = oneRow<{ n: number }>(count)!;
    const rows = allRows<RatingRow>(page, perPage, (current - 1) * perPage);
    const body: Paginated<Rating> = {
      data: rows.map((row) => ({
        id: row.id,
        title: row.title,
        comment: row.comment,
        rating: row.rating,
        author: row.author,
        created_at: row.created_at,
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
