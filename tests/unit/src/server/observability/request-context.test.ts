import { describe, expect, test } from 'vitest';
import {
  currentRequest,
  requestIdFor,
  withRequestContext,
} from '../../../../../src/server/observability/request-context';

describe('the current request', () => {
  test('two requests answered at once each see their own context', async () => {
    const seen = await Promise.all(
      ['req-aaaaaaaa', 'req-bbbbbbbb'].map((id) =>
        withRequestContext({ id }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return currentRequest()?.id;
        }),
      ),
    );
    expect(seen).toEqual(['req-aaaaaaaa', 'req-bbbbbbbb']);
    expect(currentRequest()).toBeUndefined();
  });

  test('a request id from outside is kept only when it looks like one', () => {
    expect(requestIdFor('0123456789abcdef')).toBe('0123456789abcdef');
    expect(requestIdFor('short')).not.toBe('short');
    expect(requestIdFor(['a', 'b'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
