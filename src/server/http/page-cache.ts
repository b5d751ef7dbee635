/** A rendered page as kept by the page cache: what is needed to answer it again. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Over an ArrayBuffer of its own, so that a Response can be made of it. */
  body: Uint8Array<ArrayBuffer>;
  /**
   * The body in each content coding asked for so far (`br`, `gzip`), made once and answered as is;
   * the body itself where compressing did not shrink it. Counted in the cache's bytes.
   */
  encoded?: Map<string, Uint8Array<ArrayBuffer>>;
}

export interface PageCacheOptions {
  /** How long a page is served as it is. */
  freshMs: number;
  /** How long after that it is still served while one refresh runs in the background. */
  staleMs: number;
  /** Pages kept at most; the least recently used go first. */
  maxEntries: number;
  /** Bytes of bodies kept at most (catalogue searches have unbounded keys). */
  maxBytes: number;
  now?: () => number;
}

export type PageCacheState = 'hit' | 'stale';

interface Entry {
  page: CachedPage;
  storedAt: number;
  refreshing: boolean;
  /** Bytes counted for the page: its body and its codings. */
  bytes: number;
}

/** Bytes a page holds: its body, and each coding that is not the body itself. */
function pageBytes(page: CachedPage): number {
  let total = page.body.byteLength;
  for (const encoded of page.encoded?.values() ?? []) if (encoded !== page.body) total += encoded.byteLength;
  return total;
}

/** A page's state at `age`: fresh, stale (served while it is refreshed), or too old to serve. */
function ageState(age: number, { freshMs, staleMs }: PageCacheOptions): PageCacheState | 'expired' {
  if (age > freshMs + staleMs) return 'expired';
  return age <= freshMs ? 'hit' : 'stale';
}

/**
 * The store behind the page cache: fresh and stale windows, stale-while-revalidate with at most one
 * refresh in flight per key, bounded by entries and by bytes (least recently used out first).
 * It knows nothing of HTTP rules; the middleware decides what may be kept.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const evictOverBounds = () => {
    while (entries.size > options.maxEntries || bytes > options.maxBytes)
      remove(entries.keys().next().value!);
  };

  const put = (key: string, page: CachedPage) => {
    remove(key);
    const size = pageBytes(page);
    if (size > options.maxBytes) return;
    entries.set(key, { page, storedAt: now(), refreshing: false, bytes: size });
    bytes += size;
    evictOverBounds();
  };

  /**
   * Keeps `body`, the page's body in `coding`, beside it. Counted only while the page is the one
   * under `key`; a page replaced or evicted meanwhile just carries it until it is dropped.
   */
  const addEncoded = (key: string, page: CachedPage, coding: string, body: Uint8Array<ArrayBuffer>) => {
    page.encoded ??= new Map();
    if (page.encoded.has(coding)) return;
    page.encoded.set(coding, body);
    const entry = entries.get(key);
    if (entry?.page !== page || body === page.body) return;
    entry.bytes += body.byteLength;
    bytes += body.byteLength;
    evictOverBounds();
  };

  /**
   * The page under `key` and whether it is fresh, or undefined when there is none young enough.
   * A stale page starts `refresh` unless one is already running for the key; a refresh that
   * answers undefined (the page may no longer be kept) or fails drops the stale page, so that the
   * next request renders its own.
   */
  const get = (key: string, refresh: () => Promise<CachedPage | undefined>) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const state = ageState(now() - entry.storedAt, options);
    if (state === 'expired') {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry); // most recently used last
    if (state === 'stale' && !entry.refreshing) {
      entry.refreshing = true;
      const settle = (page?: CachedPage) => {
        if (entries.get(key) !== entry) return; // replaced or evicted meanwhile
        return page ? put(key, page) : remove(key);
      };
      refresh().then(settle, () => settle());
    }
    return { page: entry.page, state };
  };

  return {
    get,
    put,
    addEncoded,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
