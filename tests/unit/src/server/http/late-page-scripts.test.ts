import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { LATE_SCRIPT_TYPE } from '../../../../../src/lib/ui/late-scripts';
import { inlineScripts } from '../../../../../src/server/http/inline-scripts';
import { lateScripts } from '../../../../../src/server/http/late-page-scripts';

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

  it('end with the loader, one of the inline scripts the Content-Security-Policy allows by hash', async () => {
    const answer = await run(new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    const loader = inlineScripts()['late-scripts-loader'];
    expect(await answer.text()).toContain(`<script>${loader}</script></body>`);
    expect(Object.values(inlineScripts())).toContain(loader);
  });

  it('anything but HTML goes through untouched', async () => {
    const json = new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    expect(await run(json)).toBe(json);
  });
});
