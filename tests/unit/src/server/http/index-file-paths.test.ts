import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { indexFilesNotFound } from '../../../../../src/server/http/index-file-paths';
import { NOT_OURS } from '../../../../../src/server/http/not-ours';

/** The address the wrapped handler is given for a request to `url`. */
async function seenFor(url: string): Promise<string | undefined> {
  let seen: string | undefined;
  await indexFilesNotFound((req) => {
    seen = req.url;
  })({ url } as IncomingMessage, {} as ServerResponse);
  return seen;
}

describe('indexFilesNotFound', () => {
  it.each(['/c-cocina-10047/index.html', '/cualquier/cosa/index.html?x=1'])(
    'gives %s to the not-found page, never to a route missing its parameters',
    async (path) => {
      expect(await seenFor(path)).toBe(NOT_OURS);
    },
  );

  it('keeps the home page /index.html and every other address', async () => {
    expect(await seenFor('/index.html')).toBe('/index.html');
    expect(await seenFor('/c-cocina-10047')).toBe('/c-cocina-10047');
  });
});
