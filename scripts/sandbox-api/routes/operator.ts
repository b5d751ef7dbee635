import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { jsonBody, pathId } from '../http/params.ts';
import { mergeLimits, type SandboxLimits } from '../limits.ts';
import { type Faults, noFaults, parseFaults } from '../middleware/faults.ts';
import type { Searcher } from '../search/query.ts';
import type { SandboxState } from '../state.ts';

/** The highest price the operator may set (the seed's dearest product is about 725 €). */
const MAX_PRICE = 100_000;

/** Operator and test endpoints under /__sandbox/: not part of the commerce API's contract. */
export function operatorRoutes(
  app: Hono<AppEnv>,
  state: SandboxState,
  search: Pick<Searcher, 'reprice'>,
): void {
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
  // A price change in the catalogue, as the shop's back office would make it: every answer (and the
  // search's filters and price orders) has the new price at once.
  app.put('/__sandbox/products/:id/price', async (c) => {
    const id = pathId(c.req.param('id'), 'Producto no encontrado.');
    const { price } = await jsonBody(c);
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE)
      throw invalidField('price', `El campo price debe ser un número entre 0 y ${MAX_PRICE}.`);
    const cents = Math.round(price * 100) / 100;
    const { changes } = state.db.prepare('UPDATE products SET price = ? WHERE id = ?').run(cents, id);
    if (Number(changes) === 0) throw new HttpError(404, 'Producto no encontrado.');
    search.reprice(id);
    return c.json({ id, price: cents });
  });
  app.get('/__sandbox/outbox', (c) =>
    c.json({ data: state.outbox.list({ channel: c.req.query('channel'), recipient: c.req.query('to') }) }),
  );
}
