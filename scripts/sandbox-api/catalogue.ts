import type { DatabaseSync } from 'node:sqlite';

/** A category row as stored. */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  ord: number;
  path: string;
  target: string | null;
}

/**
 * The category tree in memory: categories change only with a re-seed, and every catalogue answer
 * needs them (tree, ancestors, product category lists), so they are read once at start-up.
 */
export interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  children: Map<number, CategoryRow[]>;
}

export function loadCategoryIndex(db: DatabaseSync): CategoryIndex {
  const rows = db.prepare('SELECT id, parent_id, name, slug, ord, path, target FROM categories ORDER BY parent_id, ord, id').all() as unknown as CategoryRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  return { byId, children };
}

/** Ancestors of a category below the root, root side first. */
export function ancestorsOf(index: CategoryIndex, row: CategoryRow): CategoryRow[] {
  return row.path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .flatMap((id) => {
      const ancestor = index.byId.get(id);
      return ancestor && ancestor.parent_id !== null ? [ancestor] : [];
    });
}
