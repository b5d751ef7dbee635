import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { LATE_SCRIPT_TYPE } from '../../../../../src/lib/ui/late-scripts';
import { deferScriptsInDirectory, lateScripts } from '../../../../../src/server/http/late-page-scripts';

const PAGE =
  '<!DOCTYPE html><html lang="es"><body><p>Sartén</p><script type="module" src="/_astro/a.js"></script></body></html>';
const run = (response: Response) => lateScripts({} as APIContext, async () => response) as Promise<Response>;

describe('on-demand pages', () => {
  it('leave Astro with their scripts deferred, status and headers kept, no stale length', async () => {
    const answer = await run(
      new Response(PAGE, {
        status: 404,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': '999',
          'Cache-Control': 'no-store',
        },
      }),
    );
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-length')).toBeNull();
    const html = await answer.text();
    expect(html).toContain(`<script type="${LATE_SCRIPT_TYPE}" data-src="/_astro/a.js"></script>`);
  });

  it('anything but HTML goes through untouched', async () => {
    const json = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    expect(await run(json)).toBe(json);
  });
});

describe('pre-rendered pages', () => {
  it('are rewritten in place at build, at any depth; other files are left alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'late-scripts-'));
    try {
      await mkdir(join(dir, 'c-sartenes'));
      await writeFile(join(dir, 'c-sartenes', 'index.html'), PAGE);
      await writeFile(join(dir, 'plain.html'), '<html><body></body></html>');
      await writeFile(join(dir, 'a.js'), 'console.log(1)');
      expect(await deferScriptsInDirectory(dir)).toBe(1);
      expect(await readFile(join(dir, 'c-sartenes', 'index.html'), 'utf8')).toContain(LATE_SCRIPT_TYPE);
      expect(await readFile(join(dir, 'plain.html'), 'utf8')).toBe('<html><body></body></html>');
      expect(await readFile(join(dir, 'a.js'), 'utf8')).toBe('console.log(1)');
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
