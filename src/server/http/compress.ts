import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { ContentCoding } from './content-coding';

/**
 * Brotli and gzip with Node's zlib, at the effort a caller can afford: off the main thread in
 * libuv's pool for answers (`compress`), or on a build's own threads (`compressSync`,
 * precompress-worker.ts). Measured on the home page (101 KB of HTML) on one core of the 2-core machine:
 *
 * | effort | brotli | gzip |
 * |---|---|---|
 * | on the fly | q5: 2 ms, 16.3 KB | level 6: 1.5 ms, 18.1 KB |
 * | page (build) | q6: 2 ms, 16.2 KB | level 9: 1.5 ms, 18.0 KB |
 * | asset (build) | q11: 105 ms, 14.7 KB (the 216 KB React chunk: 280 ms) | level 9 |
 *
 * Quality 11 makes a page 9 % smaller than 6 for 50 times the time, and a build has as many pages
 * as the catalogue has categories: at 1,000 it would add about a minute of CPU to a build whose
 * budget is one minute. It is kept for the hashed assets, a fixed few files kept a year.
 */
export interface CompressionEffort {
  brotliQuality: number;
  gzipLevel: number;
}

/** On-demand answers: as small as brotli gets in the time of a render's last few milliseconds. */
export const ON_THE_FLY: CompressionEffort = { brotliQuality: 5, gzipLevel: 6 };
/** Pre-rendered pages and other files of the build, whose number grows with the catalogue. */
export const BUILD_PAGE: CompressionEffort = { brotliQuality: 6, gzipLevel: 9 };
/** Hashed assets (`/_astro/`): compressed once per code change, downloaded by every shopper. */
export const BUILD_ASSET: CompressionEffort = { brotliQuality: 11, gzipLevel: 9 };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliOptions = (body: Uint8Array, effort: CompressionEffort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
  },
});

/** `body` in `coding`. */
export function compress(
  body: Uint8Array,
  coding: ContentCoding,
  effort: CompressionEffort,
): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: effort.gzipLevel });
  return brotli(body, brotliOptions(body, effort));
}

/** `body` in `coding`, on the calling thread: for a thread of its own (precompress-worker.ts). */
export function compressSync(body: Uint8Array, coding: ContentCoding, effort: CompressionEffort): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: effort.gzipLevel });
  return brotliCompressSync(body, brotliOptions(body, effort));
}
