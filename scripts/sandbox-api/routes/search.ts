import type { Hono } from 'hono';
import { fail, type Sandbox } from '../context.ts';
import { buildWhere, FACET_VALUES, orderBy, statementCache } from '../search/query.ts';
import { parseSearchRequest } from '../search/request.ts';
import { highlightName } from '../search/text.ts';
import { PRODUCT_COLUMNS, type ProductRow, productJson } from '../shapes.ts';

/** `POST /api/v2/search/`: full-text search and browsing with counted facets (spec §7). */
export function searchRoutes(app: Hono, sandbox: Sandbox): void {
  const prepare = statementCache(sandbox.db);
  const handler = async (c: Parameters<Parameters<Hono['post']>[1]>[0]) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return fail(c, 422, 'El cuerpo de la búsqueda no es JSON válido.');
    }
    const input = parseSearchRequest(body);
    if ('errors' in input) return fail(c, 422, 'Los datos de la búsqueda no son válidos.', input.errors);
    const { from, where, params, ranked, terms } = buildWhere(input);
    const total = (prepare(`SELECT COUNT(*) AS n FROM ${from} ${where}`).get(...params) as { n: number }).n;
    const rows = prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM ${from} LEFT JOIN brands b ON b.id = p.brand_id ${where} ORDER BY ${orderBy(input.sort, ranked)} LIMIT ? OFFSET ?`,
    ).all(...params, input.perPage, (input.page - 1) * input.perPage) as unknown as ProductRow[];
    const brandFacet = prepare(
      `SELECT b.name AS value, COUNT(*) AS count FROM ${from} JOIN brands b ON b.id = p.brand_id ${where} GROUP BY b.name ORDER BY count DESC, value LIMIT ${FACET_VALUES}`,
    ).all(...params);
    const categoryFacet = prepare(
      `SELECT c.name AS value, COUNT(*) AS count FROM ${from} JOIN categories c ON c.id = p.category_id ${where} GROUP BY c.name ORDER BY count DESC, value LIMIT ${FACET_VALUES}`,
    ).all(...params);
    const price = prepare(`SELECT MIN(p.effective_price) AS min, MAX(p.effective_price) AS max FROM ${from} ${where}`).get(...params) as { min: number | null; max: number | null };
    return c.json({
      data: rows.map((row) => ({
        ...productJson(sandbox.index, row, sandbox.urls),
        _highlightResult: { name: { value: highlightName(row.name, terms) } },
      })),
      meta: { current_page: input.page, per_page: input.perPage, total, last_page: Math.max(1, Math.ceil(total / input.perPage)) },
      facets: [
        { field: 'brand.name', type: 'in', values: brandFacet },
        { field: 'categories.name', type: 'in', values: categoryFacet },
        { field: 'price', type: 'range', min: price.min ?? 0, max: price.max ?? 0 },
      ],
    });
  };
  app.post('/api/v2/search/', handler);
  app.post('/api/v2/search', handler);
}
