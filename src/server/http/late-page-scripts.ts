import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'astro';
import { deferModuleScripts } from '../../lib/ui/late-scripts';

/**
 * Page scripts start after the window's `load` (lib/ui/late-scripts.ts), on every page: the
 * pre-rendered ones are rewritten once at build (the `shop:late-scripts` integration, before the
 * build compresses them), the on-demand ones as they leave Astro (inside the page cache, which so
 * keeps them rewritten).
 */

/** Rewrites every HTML file under `dir`; answers how many changed. */
export async function deferScriptsInDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    const html = await readFile(path, 'utf8');
    const deferred = deferModuleScripts(html);
    if (deferred === html) continue;
    await writeFile(path, deferred);
    changed++;
  }
  return changed;
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/** The on-demand page with its scripts deferred; any other answer goes through untouched. */
export const lateScripts: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!isHtml(response) || response.headers.get('content-encoding') || !response.body) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(deferModuleScripts(html), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
};
