import type { Hono } from 'hono';
import { fail, parseIntParam, type Sandbox } from '../context.ts';

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

/** `GET store-front/api/rating?per_page&page`: customer ratings, newest first (spec §7). */
export function ratingRoutes(app: Hono, sandbox: Sandbox): void {
  const page = sandbox.db.prepare(`SELECT r.id, r.title, r.comment, r.rating, r.author, r.created_at, p.id AS product_id,
    p.name AS product_name, p.url_path AS product_url_path FROM ratings r JOIN products p ON p.id = r.product_id
    ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const count = sandbox.db.prepare('SELECT COUNT(*) AS n FROM ratings');
  app.get('/store-front/api/rating', (c) => {
    const perPage = parseIntParam(c.req.query('per_page'), 20, 1, 100);
    const current = parseIntParam(c.req.query('page'), 1, 1, 10_000);
    if (perPage === null || current === null) {
      return fail(c, 422, 'Los parámetros de paginación no son válidos.', { per_page: ['Debe estar entre 1 y 100.'] });
    }
    const total = (count.get() as { n: number }).n;
    const rows = page.all(perPage, (current - 1) * perPage) as unknown as RatingRow[];
    return c.json({
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
          image: { url: `${sandbox.urls.api}/images/products/${row.product_id}.webp` },
        },
      })),
      meta: { current_page: current, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
    });
  });
}
