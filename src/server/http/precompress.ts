import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { BUILD_ASSET, BUILD_PAGE, compress } from './compress';
import {
  CODING_SUFFIX,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_CODINGS,
  type ContentCoding,
  MIN_COMPRESS_BYTES,
} from './content-coding';

/**
 * The build's last step (the `shop:precompress` integration in astro.config.mjs): a brotli and a
 * gzip copy beside each compressible file of the client output (`index.html.br`,
 * `index.html.gz`), which the shop's server (precompressed.ts) and nginx (`gzip_static`,
 * `brotli_static`) send to clients that accept them, so no static answer is compressed per request.
 */

export interface PrecompressSummary {
  /** Files given compressed siblings, of those looked at (compressible and big enough). */
  files: number;
  considered: number;
  /** Bytes of those files, plain and in each coding (a coding that did not shrink a file counts it plain). */
  plainBytes: number;
  encodedBytes: Record<ContentCoding, number>;
  /** Wall time of the step. */
  ms: number;
}

/** Files compressed at once; each runs its brotli and its gzip in parallel in libuv's pool. */
const DEFAULT_CONCURRENCY = availableParallelism();

const isCandidate = (name: string) => COMPRESSIBLE_EXTENSIONS.includes(extname(name).toLowerCase());

/** Compressible files under `dir` (any depth), as paths relative to it. */
async function candidates(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isCandidate(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least
 * MIN_COMPRESS_BYTES, each only when it is smaller than the file. Files under `assetsDir` (hashed,
 * a fixed few) get brotli's highest quality; the rest (pages, as many as the catalogue has
 * categories) a quality that keeps the build's time in budget (compress.ts). `skipAssets`: none
 * of them (a partial build, whose assets the rebuild job takes from the live release, compressed).
 */
export async function precompressDirectory(
  dir: string,
  options: { assetsDir: string; concurrency?: number; skipAssets?: boolean },
): Promise<PrecompressSummary> {
  const started = performance.now();
  const summary: PrecompressSummary = {
    files: 0,
    considered: 0,
    plainBytes: 0,
    encodedBytes: { br: 0, gzip: 0 },
    ms: 0,
  };
  const assetsPrefix = `${options.assetsDir}${sep}`;
  const queue = (await candidates(dir)).filter(
    (path) => !(options.skipAssets && path.startsWith(assetsPrefix)),
  );

  const one = async (path: string) => {
    const file = join(dir, path);
    const body = await readFile(file);
    if (body.byteLength < MIN_COMPRESS_BYTES) return;
    summary.considered += 1;
    summary.plainBytes += body.byteLength;
    const effort = path.startsWith(assetsPrefix) ? BUILD_ASSET : BUILD_PAGE;
    const written = await Promise.all(
      CONTENT_CODINGS.map(async (coding) => {
        const encoded = await compress(body, coding, effort);
        const shrinks = encoded.byteLength < body.byteLength;
        if (shrinks) await writeFile(`${file}${CODING_SUFFIX[coding]}`, encoded);
        summary.encodedBytes[coding] += shrinks ? encoded.byteLength : body.byteLength;
        return shrinks;
      }),
    );
    if (written.includes(true)) summary.files += 1;
  };

  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) await one(path);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? DEFAULT_CONCURRENCY }, worker));
  summary.ms = performance.now() - started;
  return summary;
}
