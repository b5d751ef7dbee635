import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/**
 * The sandbox's storage. Products keep their category ids root-first in one column (what the JSON
 * needs) and, for filtering, one product_categories row per ancestor, so "in this category or
 * below" is a plain indexed lookup. Text search runs over an in-memory index (search/text-index.ts).
 *
 * Shoppers' data (carts, wishlists, age confirmations, gift-card requests) is keyed by an `owner`
 * string: `session:{id}` for a guest and `user:{id}` for a logged-in customer, so merging a guest
 * cart at login is a matter of moving rows from one owner to the other. A customer's addresses are
 * keyed by `user_id` instead: only logged-in customers have them.
 *
 * Card payments keep the two parties apart: payment_attempts and payment_charges are the commerce
 * API's records, redsys_operations the simulated Redsys's (a test card's identity, never its number).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL, slug TEXT NOT NULL,
  ord INTEGER NOT NULL, depth INTEGER NOT NULL, path TEXT NOT NULL, target TEXT,
  products_count INTEGER NOT NULL DEFAULT 0, art TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS brands (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL, art TEXT NOT NULL DEFAULT '');
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, sku TEXT NOT NULL, url_path TEXT NOT NULL,
  description TEXT NOT NULL, brand_id INTEGER NOT NULL, category_ids TEXT NOT NULL,
  price REAL NOT NULL, offer_price REAL, discount_percent INTEGER, quantity INTEGER NOT NULL,
  weight REAL NOT NULL, rating_avg REAL NOT NULL, rating_count INTEGER NOT NULL,
  attribute_set_id INTEGER NOT NULL, source_channel TEXT NOT NULL, adult INTEGER NOT NULL,
  created_at TEXT NOT NULL, specs TEXT NOT NULL DEFAULT '[]', art TEXT NOT NULL DEFAULT '',
  net_unit TEXT, net_amount REAL);
CREATE TABLE IF NOT EXISTS product_categories (
  category_id INTEGER NOT NULL, product_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS ratings (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL, title TEXT NOT NULL, comment TEXT NOT NULL,
  rating INTEGER NOT NULL, author TEXT NOT NULL, created_at TEXT NOT NULL,
  helpful INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, xsrf TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL, user_id INTEGER);
CREATE TABLE IF NOT EXISTS session_claims (
  claim TEXT PRIMARY KEY, session_id TEXT NOT NULL, created_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS session_claims_created ON session_claims (created_at);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE COLLATE NOCASE, name TEXT NOT NULL,
  password_hash TEXT NOT NULL, client_id INTEGER NOT NULL UNIQUE, created_at TEXT NOT NULL,
  email_verified_at TEXT);
CREATE TABLE IF NOT EXISTS password_resets (
  user_id INTEGER PRIMARY KEY, secret_hash TEXT NOT NULL UNIQUE, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS email_verifications (
  user_id INTEGER PRIMARY KEY, secret_hash TEXT NOT NULL UNIQUE, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS addresses (
  id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL, surname TEXT NOT NULL,
  street TEXT NOT NULL, number TEXT, floor TEXT, postal_code TEXT NOT NULL, city TEXT NOT NULL,
  province TEXT NOT NULL, country TEXT NOT NULL, phone TEXT NOT NULL, is_default INTEGER NOT NULL,
  created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS addresses_user ON addresses (user_id);
CREATE TABLE IF NOT EXISTS billing_addresses (
  user_id INTEGER PRIMARY KEY, name TEXT NOT NULL, nif TEXT NOT NULL, street TEXT NOT NULL,
  postal_code TEXT NOT NULL, city TEXT NOT NULL, province TEXT NOT NULL, country TEXT NOT NULL,
  updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS coupons (
  code TEXT PRIMARY KEY, id INTEGER NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL,
  kind TEXT NOT NULL, value REAL NOT NULL, min_subtotal REAL NOT NULL, expires_at TEXT);
CREATE TABLE IF NOT EXISTS carts (
  owner TEXT PRIMARY KEY, coupon_code TEXT, updated_at INTEGER NOT NULL, checkout_at INTEGER);
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
CREATE TABLE IF NOT EXISTS checkouts (
  id INTEGER PRIMARY KEY, owner TEXT NOT NULL UNIQUE, email TEXT, phone TEXT, shipping_address TEXT,
  shipping_address_id INTEGER, billing_address TEXT, carrier_id INTEGER, payment_method TEXT, notes TEXT,
  order_id INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, owner TEXT NOT NULL, status TEXT NOT NULL, email TEXT NOT NULL,
  phone TEXT NOT NULL, shipping_address TEXT NOT NULL, billing_address TEXT, carrier TEXT NOT NULL,
  payment_method TEXT NOT NULL, notes TEXT, subtotal_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL, shipping_cents INTEGER NOT NULL, total_cents INTEGER NOT NULL,
  discounts TEXT NOT NULL, coupon_code TEXT, created_at TEXT NOT NULL, paid_at TEXT,
  updated_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS orders_owner ON orders (owner, id);
CREATE TABLE IF NOT EXISTS order_lines (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, position INTEGER NOT NULL,
  product_id INTEGER NOT NULL, name TEXT NOT NULL, sku TEXT NOT NULL, url_path TEXT NOT NULL,
  quantity INTEGER NOT NULL, unit_cents INTEGER NOT NULL, total_cents INTEGER NOT NULL,
  prices_override TEXT NOT NULL, products_customization TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS order_lines_order ON order_lines (order_id, position);
CREATE TABLE IF NOT EXISTS guest_order_grants (
  session_id TEXT NOT NULL, order_id INTEGER NOT NULL, expires_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, order_id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS order_payment_outcomes (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, redsys_order TEXT NOT NULL,
  ds_response TEXT NOT NULL, authorised INTEGER NOT NULL, created_at TEXT NOT NULL,
  UNIQUE (redsys_order, ds_response));
CREATE TABLE IF NOT EXISTS throttle_hits (id INTEGER PRIMARY KEY, key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS throttle_hits_key ON throttle_hits (key, at);
CREATE TABLE IF NOT EXISTS invoices (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL UNIQUE, year INTEGER NOT NULL, seq INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE, issued_at TEXT NOT NULL, UNIQUE (year, seq));
CREATE TABLE IF NOT EXISTS order_ratings (
  line_id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, product_id INTEGER NOT NULL,
  rating INTEGER NOT NULL, rating_id INTEGER, voted_at TEXT NOT NULL, reviewed_at TEXT);
CREATE INDEX IF NOT EXISTS order_ratings_order ON order_ratings (order_id);
CREATE TABLE IF NOT EXISTS payment_attempts (
  redsys_order TEXT PRIMARY KEY, order_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL,
  state TEXT NOT NULL, id_oper TEXT, three_ds_trans_id TEXT UNIQUE, protocol_version TEXT,
  acs_url TEXT, creq TEXT, return_url TEXT, ds_response TEXT, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS payment_charges (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, redsys_order TEXT NOT NULL, id_oper TEXT NOT NULL,
  amount_cents INTEGER NOT NULL, ds_response TEXT NOT NULL, authorised INTEGER NOT NULL,
  created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS payment_charges_order ON payment_charges (order_id, id);
CREATE TABLE IF NOT EXISTS redsys_operations (
  id_oper TEXT PRIMARY KEY, fuc TEXT NOT NULL, terminal TEXT NOT NULL, merchant_order TEXT NOT NULL,
  card TEXT NOT NULL, last4 TEXT NOT NULL, expiry TEXT NOT NULL, cvv_ok INTEGER NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, state TEXT NOT NULL,
  three_ds_trans_id TEXT UNIQUE, amount_cents INTEGER, notification_url TEXT, authentication TEXT,
  ds_response TEXT, UNIQUE (fuc, terminal, merchant_order));
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
CREATE INDEX IF NOT EXISTS ratings_product ON ratings (product_id, created_at DESC);
`;

/**
 * Version of SCHEMA, kept in SQLite's user_version. A file written by another version (an older
 * sandbox) is deleted and rebuilt: the catalogue is derived from the seed, serving it would fail on
 * missing columns, and the shoppers' carts and wishlists in it are test data.
 * 2: coupons, carts, cart_lines, age_confirmations, wishlist, gift_card_requests.
 * 3: outbox; accounts, addresses, checkouts, orders, invoices, payments (issue 5).
 * 4: guest_order_grants (per browser session, with an end) replaces order_access; throttle_hits
 *    (every attempt limit) replaces guest_lookup_failures (issue 13).
 * 5: users.email_verified_at and email_verifications: a new account logs in once its e-mail is
 *    confirmed (issue 13).
 * 6: carts.checkout_at, the cart moved into checkout by `cart_b2c/transition` (issue 14).
 * 7: products.specs and the pictures' icons (products, categories and brands `art`): the
 *    catalogue is seeded from product kinds (issue 15), so an older file is seeded again.
 * 8: ratings.helpful (shoppers who found a review useful) and each product's own written reviews
 *    (issue 16: the product page lists them, newest or most useful first).
 * 9: the catalogue of issue 28: leaves named for all they sell, reviews that agree with their
 *    product, and each product's look after its icons in `art`; an older file is seeded again.
 * 10: products.net_unit and net_amount, the net quantity of a product sold by weight or volume,
 *    from which its price per kg or litre follows (issue 28).
 */
export const SCHEMA_VERSION = 10;

/** Opens (creating when missing) the SQLite file with the schema in place; `rebuilt` when a stale file was replaced. */
export function openDatabase(path: string): { db: DatabaseSync; rebuilt: boolean } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  let db = new DatabaseSync(path);
  const tables = oneRow<{ n: number }>(
    db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'"),
  )!;
  const { user_version: version } = oneRow<{ user_version: number }>(db.prepare('PRAGMA user_version'))!;
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

/** What a statement binds: positional values, or named ones (`:name`) first and then positional. */
type Bindings = SQLInputValue[] | [named: Record<string, SQLInputValue>, ...positional: SQLInputValue[]];

/** node:sqlite's own rule: a first argument that is a plain object holds the named parameters. */
function isNamed(value: Bindings[number]): value is Record<string, SQLInputValue> {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/**
 * Every row of `statement`, as the shape `T` its SELECT produces. With `oneRow`, the single place
 * where a SQL row becomes its declared shape: node:sqlite types every row as
 * `Record<string, SQLOutputValue>`, and only the statement knows more. That is sound because the
 * SELECT lists the columns (or `*` of a table whose columns this file's SCHEMA fixes), and the
 * caller's `T` names exactly those columns with the types SQLite stores for them (INTEGER and REAL
 * as number, TEXT as string, a nullable column with `| null`). Keep `T` beside its SELECT.
 */
export function allRows<T>(statement: StatementSync, ...bindings: Bindings): T[] {
  const [first, ...rest]: [Bindings[number]?, ...SQLInputValue[]] = bindings;
  // The two last calls read alike, but each matches its own overload of node:sqlite's types.
  const rows =
    first === undefined
      ? statement.all()
      : isNamed(first)
        ? statement.all(first, ...rest)
        : statement.all(first, ...rest);
  return rows as T[];
}

/** The first row of `statement` as the shape `T` its SELECT produces, undefined when there is none (see allRows). */
export function oneRow<T>(statement: StatementSync, ...bindings: Bindings): T | undefined {
  const [first, ...rest]: [Bindings[number]?, ...SQLInputValue[]] = bindings;
  // The two last calls read alike, but each matches its own overload of node:sqlite's types.
  const row =
    first === undefined
      ? statement.get()
      : isNamed(first)
        ? statement.get(first, ...rest)
        : statement.get(first, ...rest);
  return row as T | undefined;
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
