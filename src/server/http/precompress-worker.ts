// A worker thread of the build's pre-compression (precompress.ts): reads each file it is sent,
// compresses it with zlib's synchronous calls and writes the copies that are smaller. Why threads
// and synchronous calls: the same 4,000 pages took 7.8 CPU-s compressed one after the other on one
// thread, and 11.2 CPU-s through zlib's asynchronous calls in libuv's pool (its per-call set-up),
// which on two cores ended no sooner than one thread. Loaded by Node itself (hence the `.ts`
// imports, which Node resolves as written).
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { type CompressionEffort, compressSync } from './compress.ts';
import { CODING_SUFFIX, CONTENT_CODINGS, type ContentCoding, MIN_COMPRESS_BYTES } from './content-coding.ts';

export interface CompressJob {
  file: string;
  effort: CompressionEffort;
}

/** A file's plain size and each coding's (null: not smaller, so no copy); null for a file too small to compress. */
export type CompressDone = { plain: number; encoded: Record<ContentCoding, number | null> } | null;

function compressFile({ file, effort }: CompressJob): CompressDone {
  const body = readFileSync(file);
  if (body.byteLength < MIN_COMPRESS_BYTES) return null;
  const encoded = {} as Record<ContentCoding, number | null>;
  for (const coding of CONTENT_CODINGS) {
    const copy = compressSync(body, coding, effort);
    const shrinks = copy.byteLength < body.byteLength;
    if (shrinks) writeFileSync(`${file}${CODING_SUFFIX[coding]}`, copy);
    encoded[coding] = shrinks ? copy.byteLength : null;
  }
  return { plain: body.byteLength, encoded };
}

parentPort?.on('message', (jobs: CompressJob[]) => parentPort?.postMessage(jobs.map(compressFile)));
