/** The operator routes (routes/operator.ts): health, faults, the attempt limits and their counters. */
import { describe, expect, it } from 'vitest';
import { defaultLimits, type SandboxLimits } from '../../../../../scripts/sandbox-api/limits.ts';
import { withSandbox } from '../support/helpers.ts';

const sandbox = withSandbox();
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('/__sandbox/limits', () => {
  it('reads, changes (merged) and resets the limits', async () => {
    expect((await sandbox.json<SandboxLimits>('/__sandbox/limits')).body).toEqual(defaultLimits());
    const changed = await send('PUT', '/__sandbox/limits', { guestLookup: { windowSeconds: 2 } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as SandboxLimits).guestLookup.windowSeconds).toBe(2);
    expect((await sandbox.json<SandboxLimits>('/__sandbox/limits')).body.guestLookup).toEqual({
      ...defaultLimits().guestLookup,
      windowSeconds: 2,
    });
    expect((await send('PUT', '/__sandbox/limits', { guestLookup: { windowSeconds: -1 } })).status).toBe(422);
    expect(await (await send('DELETE', '/__sandbox/limits')).json()).toEqual(defaultLimits());
  });

  it('forgets every attempt counted on DELETE /__sandbox/throttle', async () => {
    const lookup = () =>
      sandbox.get('/store-front/api/guest/sales/order/777?email=nadie@example.com', {
        headers: { 'X-Forwarded-For': '192.0.2.77' },
      });
    let last = 0;
    for (let attempt = 0; attempt <= defaultLimits().guestLookup.perClientOrder; attempt += 1)
      last = (await lookup()).status;
    expect(last).toBe(429);
    expect((await send('DELETE', '/__sandbox/throttle')).status).toBe(204);
    expect((await lookup()).status).toBe(404);
  });
});
