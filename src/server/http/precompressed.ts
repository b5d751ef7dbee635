import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { type BuildFiles, listBuildFiles } from './build-files';
import {
  CODING_SUFFIX,
  CONTENT_CODINGS,
  type ContentCoding,
  negotiateCoding,
  varyOnAcceptEncoding,
} from './content-coding';
import type { NodeHandler } from './shop-headers';

/**
 * Static files in brotli or gzip: the build writes `<file>.br` and `<file>.gz` beside each
 * compressible file (precompress.ts); this sends them, as they are, to clients that accept them.
 * Everything else (plain bytes, Range requests, files without siblings) stays with the adapter's
 * file server (`send`), and this mirrors its way from an address to a file, so both agree on
 * which file answers.
 */

/**
 * Content-Type of each compressible file, as `send` (mime-types) names it for the plain file: a
 * file's type never depends on its coding.
 */
export const STATIC_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** A static file with compressed siblings. */
export interface PrecompressedFile {
  type: string;
  /** Absolute path of the sibling in each coding the build wrote. */
  siblings: Partial<Record<ContentCoding, string>>;
}

export interface PrecompressedIndex {
  /** The file an address is answered with, when it has compressed siblings. */
  lookup(pathname: string): PrecompressedFile | undefined;
}

/**
 * Indexes the build's files (listed once, when the server starts: build-files.ts): which
 * addresses have compressed siblings. Addresses are resolved as the adapter does
 * (`build.format: 'file'`, `trailingSlash: 'never'`): a directory is its `index.html`, the exact
 * file comes first, then, for an address without an extension, `<address>.html`.
 */
export function indexPrecompressed(
  clientDir: string,
  build: BuildFiles = listBuildFiles(clientDir),
): PrecompressedIndex {
  const { files, dirs } = build;
  const compressed = new Map<string, PrecompressedFile>();
  for (const url of files) {
    const type = STATIC_TYPES[extname(url).toLowerCase()];
    if (!type) continue;
    const siblings: PrecompressedFile['siblings'] = {};
    for (const coding of CONTENT_CODINGS)
      if (files.has(`${url}${CODING_SUFFIX[coding]}`))
        siblings[coding] = join(clientDir, `${url}${CODING_SUFFIX[coding]}`);
    if (Object.keys(siblings).length > 0) compressed.set(url, { type, siblings });
  }
  const resolve = (pathname: string): string | undefined => {
    if (pathname === '/') return '/index.html';
    if (pathname.endsWith('/')) return undefined; // the adapter redirects or answers 404
    if (dirs.has(pathname)) return `${pathname}/index.html`;
    if (files.has(pathname)) return pathname;
    if (!extname(pathname) && files.has(`${pathname}.html`)) return `${pathname}.html`;
    return undefined;
  };
  return {
    lookup(pathname) {
      const file = resolve(pathname);
      return file === undefined ? undefined : compressed.get(file);
    },
  };
}

/** The decoded path of a request's address, as the adapter reads it (a malformed one stays raw). */
function pathnameOf(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0]!;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** An ETag of one coding of a file: weak like `send`'s, never equal to the plain file's or another coding's. */
export const encodedEtag = (size: number, mtime: Date, coding: ContentCoding) =>
  `W/"${size.toString(16)}-${mtime.getTime().toString(16)}-${coding}"`;

/**
 * Whether a conditional GET may be answered 304: `If-None-Match` names the ETag (weak comparison,
 * `*` any), or, without it, the file has not changed since `If-Modified-Since`.
 */
export function isNotModified(headers: IncomingHttpHeaders, etag: string, mtime: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** Answers with the sibling in `coding`: headers of the file, the coding's own length and ETag. */
async function sendSibling(
  req: IncomingMessage,
  res: ServerResponse,
  file: PrecompressedFile,
  coding: ContentCoding,
): Promise<void> {
  const path = file.siblings[coding]!;
  const stats = await stat(path);
  const etag = encodedEtag(stats.size, stats.mtime, coding);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', stats.mtime.toUTCString());
  if (isNotModified(req.headers, etag, stats.mtime)) {
    res.writeHead(304);
    res.end();
    return;
  }
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', stats.size);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = createReadStream(path);
  body.on('error', (error) => res.destroy(error));
  body.pipe(res);
}

/**
 * Wraps the adapter's handler: a GET or HEAD of a file with compressed siblings gets the sibling
 * its client prefers (q-values honoured, brotli first), with `Content-Encoding`; a client that
 * accepts neither, or asks for a Range (a part of the plain bytes makes sense to it; a part of
 * our brotli stream would not outlive a rebuild), gets the plain file from the adapter. Either way
 * the answer says `Vary: Accept-Encoding`, so a cache keeps one copy per coding.
 */
export function servePrecompressed(handler: NodeHandler, index: PrecompressedIndex): NodeHandler {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return handler(req, res);
    const file = index.lookup(pathnameOf(req.url));
    if (!file) return handler(req, res);
    res.setHeader('Vary', varyOnAcceptEncoding(res.getHeader('vary')?.toString()));
    const available = CONTENT_CODINGS.filter((coding) => file.siblings[coding]);
    const coding = req.headers.range
      ? 'identity'
      : negotiateCoding(req.headers['accept-encoding'], available);
    if (coding === 'identity') return handler(req, res);
    return sendSibling(req, res, file, coding).catch(() => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // A sibling gone since the server started (a build replaced in place): the plain file answers.
      for (const name of ['ETag', 'Last-Modified', 'Content-Type', 'Content-Encoding', 'Content-Length'])
        res.removeHeader(name);
      return handler(req, res);
    });
  };
}
