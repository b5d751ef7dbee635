import { posix } from 'node:path';
import send from 'send';
import { type BuildFiles, isBuildDirectory, maySendFrom } from './build-files';
import { ASSET_CACHE_CONTROL } from './cache-control';
import type { NodeHandler } from './shop-headers';

/**
 * The build's files, then the pages: what @astrojs/node's standalone server does in front of its
 * page handler (the adapter runs in middleware mode, astro.config.mjs), step for step, with one
 * difference. The standalone server tried every address on the disk before the pages (an `lstat`,
 * one or two `stat`s and an error object for each page request: about a tenth of the server's CPU
 * for an on-demand page, issue 30); here an address that names nothing of the build, by the list
 * of its files taken when the server starts (build-files.ts), goes to the pages at once.
 */

/** The adapter's answer to an address `decodeURI` cannot read. */
const BAD_ADDRESS = 'Bad request.';

/** Path and query of a request's address, without the fragment (as the adapter splits them). */
function splitAddress(url: string): { path: string; query: string } {
  const withoutFragment = url.includes('#') ? url.slice(0, url.indexOf('#')) : url;
  const at = withoutFragment.indexOf('?');
  return at < 0
    ? { path: withoutFragment, query: '' }
    : { path: withoutFragment.slice(0, at), query: withoutFragment.slice(at + 1) };
}

const withLeadingSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`);

export interface StaticFileSettings {
  /** The build's client directory, and its files listed when the server started. */
  clientDir: string;
  build: BuildFiles;
  /** Where hashed assets live (`/_astro/`): sent with a year's lifetime. */
  assetsPrefix: string;
}

export function serveStaticFiles(pages: NodeHandler, settings: StaticFileSettings): NodeHandler {
  return (req, res) => {
    const url = req.url;
    if (!url) return pages(req, res);
    // The decoded address is used (the bundler drops a call whose result is not), and its path is
    // the raw path decoded: decodeURI leaves `%3F` and `%23` as they are.
    let decoded: string;
    try {
      decoded = decodeURI(url);
    } catch {
      res.writeHead(400);
      res.end(BAD_ADDRESS);
      return;
    }
    const { path, query } = splitAddress(url);
    // trailingSlash 'never', build.format 'file': a directory's address ends without a slash.
    const directory = isBuildDirectory(settings.build, splitAddress(decoded).path);
    if (directory && path !== '/' && path.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader('Location', path.slice(0, -1) + (query ? `?${query}` : ''));
      res.end();
      return;
    }
    const address = posix.normalize(
      withLeadingSlash(directory && !path.endsWith('/') ? `${path}/index.html` : path),
    );
    if (!maySendFrom(settings.build, address)) return pages(req, res);
    let found = false;
    const stream = send(req, address, {
      root: settings.clientDir,
      dotfiles: address.startsWith('/.well-known/') ? 'allow' : 'deny',
      extensions: ['html'],
    });
    stream.on('error', (error: Error & { statusCode?: number }) => {
      if (!found) {
        void pages(req, res);
        return;
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) console.error(error.toString());
      res.writeHead(status);
      res.end(status >= 500 ? 'Internal server error' : '');
    });
    stream.on('file', () => {
      found = true;
    });
    stream.on('stream', () => {
      if (address.startsWith(settings.assetsPrefix)) res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
    });
    stream.pipe(res);
  };
}
