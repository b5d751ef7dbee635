import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The sandbox's storage. Products keep their category ids root-first in one column (what the JSON
 * needs) and, for filtering, one product_categories row per ancestor, so "in this category or
 * below" is a plain indexed lookup. products_fts is contentless: names are read from products.
 *
 * Shoppers' data (carts, wishlists, age confirmations, gift-card requests) is keyed by an `owner`
 * string: `session:{id}` for a guest, and later `user:{id}` for a logged-in customer, so merging a
 * guest cart at login is a matter of moving rows from one owner to the other.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL, slug TEXT NOT NULL,
  ord INTEGER NOT NULL, depth INTEGER NOT NULL, path TEXT NOT NULL, target TEXT,
  products_count INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS brands (id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, sku TEXT NOT NULL, url_path TEXT NOT NULL,
  description TEXT NOT NULL, brand_id INTEGER NOT NULL, category_ids TEXT NOT NULL,
  price REAL NOT NULL, offer_price REAL, discount_percent INTEGER, quantity INTEGER NOT NULL,
  weight REAL NOT NULL, rating_avg REAL NOT NULL, rating_count INTEGER NOT NULL,
  attribute_set_id INTEGER NOT NULL, source_channel TEXT NOT NULL, adult INTEGER NOT NULL,
  created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS product_categories (
  category_id INTEGER NOT NULL, product_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)) WITHOUT ROWID;
CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(
  name, brand, categories, content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3');
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, title TEXT NOT NULL, comment TEXT NOT NULL,
  rating INTEGER NOT NULL, author TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, xsrf TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY, id INTEGER NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL,
  kind TEXT NOT NULL, value REAL NOT NULL, min_subtotal REAL NOT NULL, expires_at TEXT);
CREATE TABLE IF NOT EXISTS carts (owner TEXT PRIMARY KEY, coupon_code TEXT, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS cart_lines (
  owner TEXT NOT NULL, product_id INTEGER NOT NULL, position INTEGER NOT NULL, quantity INTEGER NOT NULL,
  prices_override TEXT NOT NULL, products_customization TEXT NOT NULL,
  PRIMARY KEY (owner, product_id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS age_confirmations (owner TEXT PRIMARY KEY, confirmed_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS wishlist (
  id INTEGER PRIMARY KEY, owner TEXT NOT NULL, product_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
  UNIQUE (owner, product_id));
CREATE TABLE IF NOT EXISTS gift_card_requests (
  id INTEGER PRIMARY KEY, owner TEXT NOT NULL, mobile TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY, channel TEXT NOT NULL, recipient TEXT NOT NULL, template TEXT NOT NULL,
  payload TEXT NOT NULL, created_at TEXT NOT NULL);
`;

/** Indexes built after the bulk insert of the seed: cheaper than maintaining them row by row. */
export const INDEXES = `
CREATE UNIQUE INDEX IF NOT EXISTS products_url_path ON products (url_path);
CREATE INDEX IF NOT EXISTS products_brand ON products (brand_id);
CREATE INDEX IF NOT EXISTS products_price ON products (price);
CREATE INDEX IF NOT EXISTS products_rating ON products (rating_avg DESC, rating_count DESC);
CREATE INDEX IF NOT EXISTS products_created ON products (created_at DESC);
CREATE INDEX IF NOT EXISTS product_categories_product ON product_categories (product_id);
CREATE INDEX IF NOT EXISTS ratings_created ON ratings (created_at DESC);
`;

/**
 * Version of SCHEMA, kept in SQLite's user_version. A file written by another version (an older
 * sandbox) is deleted and rebuilt: the catalogue is derived from the seed, serving it would fail on
 * missing columns, and the shoppers' carts and wishlists in it are test data.
 * 2: coupons, carts, cart_lines, age_confirmations, wishlist, gift_card_requests.
 * 3: outbox; accounts, addresses, checkouts, orders, invoices, payments (issue 5).
 */
export const SCHEMA_VERSION = 3;

/** Opens (creating when missing) the SQLite file with the schema in place; `rebuilt` when a stale file was replaced. */
export function openDatabase(path: string): { db: DatabaseSync; rebuilt: boolean } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let db = new DatabaseSync(path);
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
    n: number;
  };
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  const rebuilt = tables.n > 0 && version !== SCHEMA_VERSION && path !== ':memory:';
  if (rebuilt) {
    db.close();
    deleteDatabase(path);
    db = new DatabaseSync(path);
  }
  // WAL + NORMAL: a sandbox may lose the last writes on a power cut, never its consistency.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF;');
  db.exec(SCHEMA);
  db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
  return { db, rebuilt };
}

/** Deletes the SQLite file and its WAL companions. */
export function deleteDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

/** Runs `work` in one transaction: the seed's speed depends on it. */
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
