import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type MinifyOptions, minify } from 'terser';

/**
 * Terser over the client chunks, with Vite's options for it, its output kept on disk by the chunk's
 * content: a chunk that did not change is not minified again. The shop's code changes far less
 * often than its data, and the rebuild job (scripts/rebuild) builds again for the data: Terser was
 * a third of a build's CPU (a build 17 CPU-s with nothing kept, 10 with the outputs kept; issue
 * 30), spent each time on the same React and the same layout code. It runs on the bundler's
 * minified output, as the comment in astro.config.mjs means it to (Vite's `minify: 'terser'` ran
 * before the bundler's minifier, whose output was a little larger: the search page's chunks are
 * 0.2–1.3 % smaller this way).
 */

/** Outputs kept at most (a build writes some 80 chunks): the least recently used go first. */
export const TERSER_CACHE_MAX_FILES = 400;

const terserVersion: string = createRequire(import.meta.url)('terser/package.json').version;

/** The cache's key for a chunk's code minified with `options`. */
export function terserCacheKey(code: string, options: MinifyOptions): string {
  return createHash('sha256')
    .update(`terser ${terserVersion}\0${JSON.stringify(options)}\0`)
    .update(code)
    .digest('hex');
}

/** Removes the least recently used outputs over `max` (a hit touches its file). */
export function pruneTerserCache(dir: string, max: number = TERSER_CACHE_MAX_FILES): void {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ path: join(dir, name), used: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { path } of files.slice(max)) rmSync(path, { force: true });
}

/** Minifies `code`, or answers the output kept for the same code and options. */
export async function cachedMinify(dir: string, code: string, options: MinifyOptions): Promise<string> {
  const path = join(dir, `${terserCacheKey(code, options)}.js`);
  try {
    const kept = readFileSync(path, 'utf8');
    const now = new Date();
    utimesSync(path, now, now);
    return kept;
  } catch {
    // Not kept yet.
  }
  const { code: minified = '' } = await minify(code, options);
  mkdirSync(dir, { recursive: true });
  // Written whole under another name, then renamed: two builds at once never read half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, minified);
  renameSync(temporary, path);
  return minified;
}

interface RenderedChunkOutput {
  format: string;
  sourcemap?: unknown;
}

/**
 * A Vite plugin for the client build in place of `minify: 'terser'` (set `minify: false` and
 * `cssMinify: true` beside it, and the bundler's `output.comments: false`, as `minify: 'terser'`
 * has them). With source maps asked for it minifies without the cache.
 */
export function cachedTerser(options: { dir: string; terser: MinifyOptions }) {
  return {
    name: 'shop:cached-terser',
    enforce: 'post' as const,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
    async renderChunk(code: string, _chunk: unknown, output: RenderedChunkOutput) {
      // Vite's defaults for Terser (its plugins/terser.ts), then the shop's.
      const terser: MinifyOptions = {
        safari10: true,
        ...options.terser,
        module: output.format.startsWith('es'),
      };
      if (output.sourcemap) {
        const result = await minify(code, { ...terser, sourceMap: true });
        return { code: result.code ?? '', map: result.map as string };
      }
      return { code: await cachedMinify(options.dir, code, terser), map: null };
    },
    closeBundle() {
      try {
        pruneTerserCache(options.dir);
      } catch {
        // Nothing kept yet.
      }
    },
  };
}
