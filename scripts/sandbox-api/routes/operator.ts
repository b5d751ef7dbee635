import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { jsonBody } from '../http/params.ts';
import { mergeLimits, type SandboxLimits } from '../limits.ts';
import { type Faults, noFaults, parseFaults } from '../middleware/faults.ts';
import type { SandboxState } from '../state.ts';

/** Operator and test endpoints under /__sandbox/: not part of the commerce API's contract. */
export function operatorRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const replace = (next: Faults) => Object.assign(state.faults, next);
  const setLimits = (next: SandboxLimits) => {
    state.limits = next;
    return next;
  };

  app.get('/__sandbox/health', (c) =>
    c.json({ ok: true, products: state.index.productCount, categories: state.index.categories.size }),
  );
  app.get('/__sandbox/faults', (c) => c.json(state.faults));
  app.put('/__sandbox/faults', async (c) => c.json(replace(parseFaults(await jsonBody(c)))));
  app.delete('/__sandbox/faults', (c) => c.json(replace(noFaults())));
  app.get('/__sandbox/limits', (c) => c.json(state.limits));
  app.put('/__sandbox/limits', async (c) => c.json(setLimits(mergeLimits(state.limits, await jsonBody(c)))));
  app.delete('/__sandbox/limits', (c) => c.json(setLimits(state.startLimits)));
  app.delete('/__sandbox/throttle', (c) => {
    state.db.exec('DELETE FROM throttle_hits');
    return c.body(null, 204);
  });
  app.get('/__sandbox/outbox', (c) =>
    c.json({ data: state.outbox.list({ channel: c.req.query('channel'), recipient: c.req.query('to') }) }),
  );
}
