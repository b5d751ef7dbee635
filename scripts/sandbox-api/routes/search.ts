import type { Context, Hono } from 'hono';
import type { SearchResponse } from '@shop/contract/catalogue';
import { productJson } from '../catalog/serialize.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, PRODUCT_SEGMENT, pageMeta } from '../http/params.ts';
import { highlightName } from '../search/highlight.ts';
import type { Searcher } from '../search/query.ts';
import { searchBodyFromQuery } from '../search/query-string.ts';
import { parseSearchRequest } from '../search/request.ts';
import type { SandboxState } from '../state.ts';

/**
 * The two searches of spec §7 "Catalogue and search", one engine: `POST /api/v2/search/` (the
 * structured search: suggestions, browsing a category, the list pages) and
 * `GET /store-front/api/{product}/search?q` (the catalogue's text search, a cacheable GET).
 */
export function searchRoutes(app: Hono<AppEnv>, state: SandboxState, search: Searcher): void {
  const answer = (c: Context, body: Record<string, unknown>) => {
    const spec = parseSearchRequest(body);
    const result = search(spec);
    const response: SearchResponse = {
      data: result.rows.map((row) => ({
        ...productJson(row, state.index, state.urls),
        _highlightResult: { name: { value: highlightName(row.name, result.matches) } },
      })),
      meta: pageMeta(spec.page, spec.perPage, result.total),
      facets: result.facets,
      ...(result.corrected ? { corrected_query: result.corrected.join(' ') } : {}),
    };
    return c.json(response);
  };

  app.post('/api/v2/search/', async (c) => answer(c, await jsonBody(c)));

  app.get(`/store-front/api/${PRODUCT_SEGMENT}/search`, (c) => {
    const url = c.req.url;
    const at = url.indexOf('?');
    return answer(c, searchBodyFromQuery(at === -1 ? '' : url.slice(at + 1)));
  });
}
