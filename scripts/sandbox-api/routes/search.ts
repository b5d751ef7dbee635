import type { Hono } from 'hono';
import type { SearchResponse } from '../../../src/contract/catalogue.ts';
import { productJson } from '../catalog/serialize.ts';
import type { AppEnv } from '../http/env.ts';
import { jsonBody, pageMeta } from '../http/params.ts';
import { highlightName } from '../search/highlight.ts';
import { createSearcher } from '../search/query.ts';
import { parseSearchRequest } from '../search/request.ts';
import { createSpeller, readVocabulary } from '../search/spelling.ts';
import type { SandboxState } from '../state.ts';

/** `POST /api/v2/search/` (with or without the trailing slash): full-text search and browsing. */
export function searchRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const search = createSearcher(state.db, state.index);
  const correct = createSpeller(readVocabulary(state.db));
  app.on('POST', ['/api/v2/search', '/api/v2/search/'], async (c) => {
    const parsed = parseSearchRequest(await jsonBody(c));
    // Typos and singular/plural are forgiven: "sarten", "sartenes" and "saren" all find "Sartén".
    const spec = {
      ...parsed,
      terms: parsed.terms.map((term, index) => correct(term, index === parsed.terms.length - 1)),
    };
    const result = search(spec);
    const body: SearchResponse = {
      data: result.rows.map((row) => ({
        ...productJson(row, state.index, state.urls),
        _highlightResult: { name: { value: highlightName(row.name, spec.terms) } },
      })),
      meta: pageMeta(spec.page, spec.perPage, result.total),
      facets: result.facets,
    };
    return c.json(body);
  });
}
