import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** The sandbox's storage: one SQLite file. Products carry their ancestors for fast category filters. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL, slug TEXT NOT NULL,
  ord INTEGER NOT NULL, path TEXT NOT NULL, target TEXT
);
CREATE INDEX IF NOT EXISTS categories_parent ON categories(parent_id, ord);
CREATE TABLE IF NOT EXISTS brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, slug TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, url_path TEXT NOT NULL UNIQUE, sku TEXT NOT NULL,
  description TEXT NOT NULL, brand_id INTEGER, category_id INTEGER NOT NULL, price REAL NOT NULL,
  offer_price REAL, offer_percent INTEGER, effective_price REAL NOT NULL, quantity INTEGER NOT NULL,
  weight REAL NOT NULL, rating_avg REAL NOT NULL, rating_count INTEGER NOT NULL,
  attribute_set_id INTEGER NOT NULL, adult INTEGER NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_brand ON products(brand_id);
CREATE TABLE IF NOT EXISTS product_categories (
  category_id INTEGER NOT NULL, product_id INTEGER NOT NULL, PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(
  name, brand, category, tokenize = "unicode61 remove_diacritics 2"
);
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, title TEXT NOT NULL, comment TEXT NOT NULL,
  rating INTEGER NOT NULL, author TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, xsrf TEXT NOT NULL, created_at TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** Opens (creating when needed) the sandbox database at `path`. */
export function openDatabase(path: string): DatabaseSync {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
  db.exec(SCHEMA);
  return db;
}

/** Runs `work` in one transaction: all of it or nothing. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Whether the catalogue has been seeded. */
export function isSeeded(db: DatabaseSync): boolean {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get();
  return row !== undefined;
}
