import { watch } from 'node:fs';
import { sep } from 'node:path';
import { type CompressedEarly, isCandidate, type PrecompressOptions, precompressWhole } from './precompress';

/**
 * Pre-compression beside the pages' rendering. Astro renders the pages on one thread and writes
 * each as it is done; compressing them only after the last one (`astro:build:done`) left the
 * machine's other core idle for the whole render and then took a third of a full build at 10,000
 * categories (scripts/rebuild/README.md). Started before the pages (`astro:build:ssr`), this
 * compresses each page as it lands, one at a time, in libuv's pool; `finish` hands what it did to
 * `precompressDirectory`, whose sweep still looks at every file and compresses whatever this
 * missed or caught half-written. Only an optimisation: a watcher that fails or drops events
 * leaves the sweep more to do, never a page without its siblings.
 */
export interface PrecompressAsWritten {
  /** Stops watching, waits for the file being compressed, and returns the files done. */
  finish(): Promise<ReadonlyMap<string, CompressedEarly>>;
}

export function precompressAsWritten(dir: string, options: PrecompressOptions): PrecompressAsWritten {
  const done = new Map<string, CompressedEarly>();
  const pending = new Set<string>();
  const assetsPrefix = `${options.assetsDir}${sep}`;
  let draining: Promise<void> | null = null;

  // A Set visits what is added while it is walked: one pass takes every page written meanwhile.
  const drain = async () => {
    for (const path of pending) {
      pending.delete(path);
      const compressed = await precompressWhole(dir, path, options).catch(() => null);
      if (compressed) done.set(path, compressed);
    }
  };

  let watcher: ReturnType<typeof watch> | null = null;
  try {
    watcher = watch(dir, { recursive: true }, (_event, name) => {
      // The hashed assets are written before the pages and compressed hard: left to the sweep.
      if (!name || !isCandidate(name) || name.startsWith(assetsPrefix)) return;
      pending.add(name);
      draining ??= drain().finally(() => {
        draining = null;
      });
    });
    watcher.on('error', () => watcher?.close());
  } catch {
    // No watcher (an unsupported file system): the sweep compresses everything, as before.
  }

  return {
    async finish() {
      watcher?.close();
      pending.clear();
      while (draining) await draining;
      return done;
    },
  };
}
