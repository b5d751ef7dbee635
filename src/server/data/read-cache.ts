/** Options of a read-through cache of public catalogue data. */
export interface ReadCacheOptions {
  /** How long an answer is served as fresh. */
  freshMs: number;
  /** How long after that it is still served while a refresh runs in the background. */
  staleMs: number;
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: Promise<T>;
  storedAt: number;
  refreshing: boolean;
}

/**
 * A small in-process cache with stale-while-revalidate and a size bound, for server reads of
 * public catalogue data only (never a shopper's data). Failures are not kept: the next read asks
 * again, and a failed background refresh leaves the stale answer in place.
 */
export function createReadCache<T>(options: ReadCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const store = (key: string, value: Promise<T>) => {
    entries.delete(key);
    entries.set(key, { value, storedAt: now(), refreshing: false });
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  return {
    read(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (!entry || age > options.freshMs + options.staleMs) return store(key, load());
      entries.delete(key);
      entries.set(key, entry); // most recently used last
      if (age > options.freshMs && !entry.refreshing) {
        entry.refreshing = true;
        load().then(
          (value) => store(key, Promise.resolve(value)),
          () => {
            entry.refreshing = false;
          },
        );
      }
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
