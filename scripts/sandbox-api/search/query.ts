import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { Facet } from '../../../src/api/types.ts';
import type { ProductRow } from '../catalog/serialize.ts';
import type { CatalogIndex } from '../catalog/store.ts';
import type { SearchSpec } from './request.ts';

/** One WHERE condition; `field` tags filter conditions so a facet can leave its own out. */
interface Condition {
  sql: string;
  params: SQLInputValue[];
  field?: string;
}

export interface SearchResult {
  rows: ProductRow[];
  total: number;
  facets: Facet[];
}

/** Category ids that hold every product: a group naming one of them constrains nothing. */
const WHOLE_CATALOGUE = new Set([1, 9999]);
const BRAND_FACET_SIZE = 20;
const CATEGORY_FACET_SIZE = 30;
const ORDER: Record<string, string> = {
  // Browsing without a query shows the most reviewed products first.
  relevance: 'p.rating_count DESC, p.id',
  price_asc: 'p.price ASC, p.id',
  price_desc: 'p.price DESC, p.id',
  rating: 'p.rating_avg DESC, p.rating_count DESC, p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/** FTS5 query: every term must match; the last one as a prefix, so 'sart' finds 'sartén'. */
export function matchExpression(terms: readonly string[]): string {
  return terms.map((term, index) => (index === terms.length - 1 ? `"${term}"*` : `"${term}"`)).join(' AND ');
}

function conditions(spec: SearchSpec, index: CatalogIndex): Condition[] {
  const list: Condition[] = [];
  for (const group of spec.categoryGroups) {
    if (group.some((id) => WHOLE_CATALOGUE.has(id))) continue;
    list.push({
      sql: `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${placeholders(group.length)}))`,
      params: group,
    });
  }
  for (const filter of spec.filters) {
    if (filter.condition === 'range') {
      const { gte, lte } = filter.value;
      if (gte !== undefined) list.push({ sql: 'p.price >= ?', params: [gte], field: 'price' });
      if (lte !== undefined) list.push({ sql: 'p.price <= ?', params: [lte], field: 'price' });
      continue;
    }
    const names = new Set(filter.value);
    const ids =
      filter.field === 'brand.name'
        ? [...index.brands.values()].filter((brand) => names.has(brand.name)).map((brand) => brand.id)
        : [...index.categories.values()]
            .filter((category) => names.has(category.name))
            .map((category) => category.id);
    const sql =
      ids.length === 0
        ? '0'
        : filter.field === 'brand.name'
          ? `p.brand_id IN (${placeholders(ids.length)})`
          : `p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${placeholders(ids.length)}))`;
    list.push({ sql, params: ids, field: filter.field });
  }
  return list;
}

/** Runs searches with a small cache of prepared statements (the SQL varies only by shape). */
export function createSearcher(db: DatabaseSync, index: CatalogIndex) {
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size > 500) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  return function search(spec: SearchSpec): SearchResult {
    const all = conditions(spec, index);
    const text: Condition | null =
      spec.terms.length === 0
        ? null
        : {
            sql: 'p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)',
            params: [matchExpression(spec.terms)],
          };
    // Conditions of every facet but `field` (disjunctive facets: picking one brand still lists the others).
    const where = (except?: string, withText = true) => {
      const chosen = [
        ...(text && withText ? [text] : []),
        ...all.filter((c) => except === undefined || c.field !== except),
      ];
      return {
        sql: chosen.length === 0 ? '1' : chosen.map((c) => c.sql).join(' AND '),
        params: chosen.flatMap((c) => c.params),
      };
    };

    const full = where();
    const { n: total } = prepare(`SELECT count(*) AS n FROM products p WHERE ${full.sql}`).get(
      ...full.params,
    ) as {
      n: number;
    };
    const offset = (spec.page - 1) * spec.perPage;
    let rows: ProductRow[] = [];
    if (offset < total) {
      // The text condition comes first in full.params, so the same parameters fit both shapes.
      const byRank = text !== null && spec.sort === 'relevance';
      const sql = byRank
        ? `SELECT p.* FROM products_fts f JOIN products p ON p.id = f.rowid
           WHERE products_fts MATCH ? AND ${where(undefined, false).sql}
           ORDER BY f.rank, p.id LIMIT ? OFFSET ?`
        : `SELECT p.* FROM products p WHERE ${full.sql} ORDER BY ${ORDER[spec.sort]} LIMIT ? OFFSET ?`;
      rows = prepare(sql).all(...full.params, spec.perPage, offset) as unknown as ProductRow[];
    }
    return { rows, total, facets: facets(prepare, where, index) };
  };
}

type Where = (except?: string) => { sql: string; params: SQLInputValue[] };

function facets(prepare: (sql: string) => StatementSync, where: Where, index: CatalogIndex): Facet[] {
  const brand = where('brand.name');
  const brandCounts = prepare(`SELECT p.brand_id AS id, count(*) AS n FROM products p WHERE ${brand.sql}
    GROUP BY p.brand_id ORDER BY n DESC, p.brand_id LIMIT ${BRAND_FACET_SIZE}`).all(...brand.params) as {
    id: number;
    n: number;
  }[];

  const category = where('categories.name');
  const categoryCounts = prepare(`SELECT pc.category_id AS id, count(*) AS n
    FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE ${category.sql}
    GROUP BY pc.category_id`).all(...category.params) as { id: number; n: number }[];
  // Filters select categories by name, so the facet counts by name too.
  const byName = new Map<string, number>();
  for (const { id, n } of categoryCounts) {
    const name = index.categories.get(id)?.name;
    if (name !== undefined) byName.set(name, (byName.get(name) ?? 0) + n);
  }

  const price = where('price');
  const range = prepare(
    `SELECT min(p.price) AS min, max(p.price) AS max FROM products p WHERE ${price.sql}`,
  ).get(...price.params) as { min: number | null; max: number | null };

  return [
    {
      field: 'brand.name',
      type: 'in',
      values: brandCounts.map(({ id, n }) => ({ value: index.brands.get(id)?.name ?? '', count: n })),
    },
    {
      field: 'categories.name',
      type: 'in',
      values: [...byName]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
        .slice(0, CATEGORY_FACET_SIZE)
        .map(([value, count]) => ({ value, count })),
    },
    { field: 'price', type: 'range', min: range.min ?? 0, max: range.max ?? 0 },
  ];
}
