import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { SearchInput } from './request.ts';
import { ftsExpression, searchTerms } from './text.ts';

/** Category ids that mean "the whole catalogue" in a category filter (the root and spec §9's 9999). */
const WHOLE_CATALOGUE = new Set([1, 9999]);
/** Values listed per `in` facet. */
export const FACET_VALUES = 20;

/** The FROM … WHERE part shared by the page, the count and the facets of one search. */
interface Where {
  from: string;
  where: string;
  params: SQLInputValue[];
  ranked: boolean;
}

const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/** Builds the filter of a search: text through FTS5, categories (AND of ORs), brands, category names, price. */
export function buildWhere(input: SearchInput): Where & { terms: string[] } {
  const terms = searchTerms(input.query);
  const clauses: string[] = [];
  const params: SQLInputValue[] = [];
  let from = 'products p';
  if (terms.length > 0) {
    from += ' JOIN products_fts f ON f.rowid = p.id';
    clauses.push('products_fts MATCH ?');
    params.push(ftsExpression(terms));
  }
  for (const ids of input.categories) {
    if (ids.length === 0 || ids.some((id) => WHOLE_CATALOGUE.has(id))) continue;
    clauses.push(`p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (${placeholders(ids.length)}))`);
    params.push(...ids);
  }
  if (input.brands.length > 0) {
    clauses.push(`p.brand_id IN (SELECT id FROM brands WHERE name IN (${placeholders(input.brands.length)}))`);
    params.push(...input.brands);
  }
  if (input.categoryNames.length > 0) {
    clauses.push(`p.id IN (SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE c.name IN (${placeholders(input.categoryNames.length)}))`);
    params.push(...input.categoryNames);
  }
  if (input.price.gte !== undefined) {
    clauses.push('p.effective_price >= ?');
    params.push(input.price.gte);
  }
  if (input.price.lte !== undefined) {
    clauses.push('p.effective_price <= ?');
    params.push(input.price.lte);
  }
  return { from, where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, ranked: terms.length > 0, terms };
}

/** ORDER BY for a sort; relevance is FTS rank when there is text, otherwise the catalogue order. */
export function orderBy(sort: SearchInput['sort'], ranked: boolean): string {
  switch (sort) {
    case 'price_asc': return 'p.effective_price ASC, p.id';
    case 'price_desc': return 'p.effective_price DESC, p.id';
    case 'rating': return 'p.rating_avg DESC, p.rating_count DESC, p.id';
    case 'newest': return 'p.id DESC';
    default: return ranked ? 'f.rank, p.id' : 'p.id';
  }
}

/** Prepared statements cached by SQL text: a search's shape repeats far more often than it changes. */
export function statementCache(db: DatabaseSync) {
  const cache = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  return (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (cache.size > 500) cache.clear();
      cache.set(sql, statement);
    }
    return statement;
  };
}
