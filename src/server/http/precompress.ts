import { link, readdir, readFile, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BUILD_ASSET, BUILD_PAGE } from './compress';
import {
  CODING_SUFFIX,
  COMPRESSIBLE_EXTENSIONS,
  CONTENT_CODINGS,
  type ContentCoding,
  MIN_COMPRESS_BYTES,
} from './content-coding';
import type { CompressDone, CompressJob } from './precompress-worker';

/**
 * The build's last step (the `shop:precompress` integration in astro.config.mjs): a brotli and a
 * gzip copy beside each compressible file of the client output (`index.html.br`,
 * `index.html.gz`), which the shop's server (precompressed.ts) and nginx (`gzip_static`,
 * `brotli_static`) send to clients that accept them, so no static answer is compressed per request.
 */

export interface PrecompressSummary {
  /** Files given compressed siblings, of those looked at (compressible and big enough). */
  files: number;
  /** Of `files`, those whose siblings were linked from `reuseFrom` (the same bytes there), not compressed. */
  reused: number;
  considered: number;
  /** Bytes of those files, plain and in each coding (a coding that did not shrink a file counts it plain). */
  plainBytes: number;
  encodedBytes: Record<ContentCoding, number>;
  /** Wall time of the step. */
  ms: number;
  /** CPU time of the process over the step (user and system, every thread: the compression runs in libuv's pool). */
  cpuMs: number;
}

/** Threads that compress (precompress-worker.ts), and files compared with the live release at once. */
const DEFAULT_CONCURRENCY = availableParallelism();
/** Files sent to a compressing thread at a time: few messages, and the threads end close together. */
const JOBS_PER_MESSAGE = 32;
const WORKER_SCRIPT = new URL('./precompress-worker.ts', import.meta.url);

/** Runs `jobs` on `threads` compressing threads; each job's answer, in order. */
async function compressOnThreads(jobs: CompressJob[], threads: number): Promise<CompressDone[]> {
  const done: CompressDone[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from(
    { length: Math.min(threads, Math.ceil(jobs.length / JOBS_PER_MESSAGE)) },
    () => new Worker(WORKER_SCRIPT),
  );
  const drive = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      worker.on('error', reject);
      const send = () => {
        const first = next;
        if (first >= jobs.length) return resolve();
        next += JOBS_PER_MESSAGE;
        worker.once('message', (answers: CompressDone[]) => {
          done.splice(first, answers.length, ...answers);
          send();
        });
        worker.postMessage(jobs.slice(first, next));
      };
      send();
    });
  try {
    await Promise.all(workers.map(drive));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return done;
}

const isCandidate = (name: string) => COMPRESSIBLE_EXTENSIONS.includes(extname(name).toLowerCase());

/** Compressible files under `dir` (any depth), as paths relative to it. */
async function candidates(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isCandidate(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** The size of a file, or null when there is none. */
const sizeOf = (file: string) =>
  stat(file).then(
    (stats) => stats.size,
    () => null,
  );

/** Whether `file` holds exactly `body` (false when there is no such file). */
const holds = (file: string, body: Buffer) =>
  readFile(file).then(
    (other) => other.equals(body),
    () => false,
  );

/**
 * Links the compressed siblings of `from` (a file of the same bytes as `file`, in the live release)
 * beside `file`, each coding the live release has; their sizes by coding (null: that coding has no
 * sibling there, as it did not shrink the file).
 */
async function linkSiblings(from: string, file: string): Promise<Record<ContentCoding, number | null>> {
  const sizes = await Promise.all(
    CONTENT_CODINGS.map(async (coding) => {
      const size = await sizeOf(`${from}${CODING_SUFFIX[coding]}`);
      if (size !== null) await link(`${from}${CODING_SUFFIX[coding]}`, `${file}${CODING_SUFFIX[coding]}`);
      return [coding, size] as const;
    }),
  );
  return Object.fromEntries(sizes) as Record<ContentCoding, number | null>;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least
 * MIN_COMPRESS_BYTES, each only when it is smaller than the file. Files under `assetsDir` (hashed,
 * a fixed few) get brotli's highest quality; the rest (pages, as many as the catalogue has
 * categories) a quality that keeps the build's time in budget (compress.ts). `skipAssets`: none
 * of them (a partial build, whose assets the rebuild job takes from the live release, compressed).
 * `reuseFrom`: the live release's client directory, built by the same code (the rebuild job's
 * full build with unchanged code): a file whose bytes are the same there gets that release's
 * siblings, hard-linked, instead of being compressed again (scripts/rebuild/README.md).
 */
export async function precompressDirectory(
  dir: string,
  options: { assetsDir: string; concurrency?: number; skipAssets?: boolean; reuseFrom?: string },
): Promise<PrecompressSummary> {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const summary: PrecompressSummary = {
    files: 0,
    reused: 0,
    considered: 0,
    plainBytes: 0,
    encodedBytes: { br: 0, gzip: 0 },
    ms: 0,
    cpuMs: 0,
  };
  const assetsPrefix = `${options.assetsDir}${sep}`;
  const queue = (await candidates(dir)).filter(
    (path) => !(options.skipAssets && path.startsWith(assetsPrefix)),
  );

  /** Counts a file of `plain` bytes and its copies' sizes (null: no copy in that coding); whether it has any. */
  const tally = (plain: number, encoded: Record<ContentCoding, number | null>) => {
    summary.considered += 1;
    summary.plainBytes += plain;
    for (const coding of CONTENT_CODINGS) summary.encodedBytes[coding] += encoded[coding] ?? plain;
    const copied = CONTENT_CODINGS.some((coding) => encoded[coding] !== null);
    if (copied) summary.files += 1;
    return copied;
  };
  const jobs: CompressJob[] = [];
  const toCompress = (path: string) =>
    jobs.push({ file: join(dir, path), effort: path.startsWith(assetsPrefix) ? BUILD_ASSET : BUILD_PAGE });
  /** A file with the same bytes in the live release gets that release's copies, linked. */
  const reuseOrCompress = async (path: string, liveRoot: string) => {
    const file = join(dir, path);
    const body = await readFile(file);
    if (body.byteLength < MIN_COMPRESS_BYTES) return;
    const live = join(liveRoot, path);
    if (!(await holds(live, body))) return toCompress(path);
    if (tally(body.byteLength, await linkSiblings(live, file))) summary.reused += 1;
  };
  const { reuseFrom } = options;
  if (reuseFrom === undefined) for (const path of queue) toCompress(path);
  else {
    const worker = async () => {
      for (let path = queue.pop(); path !== undefined; path = queue.pop())
        await reuseOrCompress(path, reuseFrom);
    };
    await Promise.all(Array.from({ length: DEFAULT_CONCURRENCY }, worker));
  }
  for (const answer of await compressOnThreads(jobs, options.concurrency ?? DEFAULT_CONCURRENCY)) {
    if (answer !== null) tally(answer.plain, answer.encoded);
  }
  summary.ms = performance.now() - started;
  const cpu = process.cpuUsage(startedCpu);
  summary.cpuMs = (cpu.user + cpu.system) / 1000;
  return summary;
}
