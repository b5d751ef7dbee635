/** A rendered page as kept by the page cache: what is needed to answer it again. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Over an ArrayBuffer of its own, so that a Response can be made of it. */
  body: Uint8Array<ArrayBuffer>;
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
    bytes -= entry.page.body.byteLength;
    entries.delete(key);
  };

  const put = (key: string, page: CachedPage) => {
    remove(key);
    if (page.body.byteLength > options.maxBytes) return;
    entries.set(key, { page, storedAt: now(), refreshing: false });
    bytes += page.body.byteLength;
    while (entries.size > options.maxEntries || bytes > options.maxBytes)
      remove(entries.keys().next().value!);
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
    const age = now() - entry.storedAt;
    if (age > options.freshMs + options.staleMs) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry); // most recently used last
    if (age <= options.freshMs) return { page: entry.page, state: 'hit' as PageCacheState };
    if (!entry.refreshing) {
      entry.refreshing = true;
      const settle = (page: CachedPage | undefined) => {
        if (entries.get(key) !== entry) return; // replaced or evicted meanwhile
        if (page) put(key, page);
        else remove(key);
      };
      refresh().then(settle, () => settle(undefined));
    }
    return { page: entry.page, state: 'stale' as PageCacheState };
  };

  return {
    get,
    put,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
