import type { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { intParam } from '../http/params.ts';
import { createPaymentStore } from '../payment/store.ts';
import type { SandboxState } from '../state.ts';

/**
 * Operator route (not part of the contract): every card charge attempt Redsys answered, oldest
 * first, optionally for one order. Tests read it to prove an order was charged once.
 */
export function chargeRoutes(app: Hono<AppEnv>, state: Pick<SandboxState, 'db'>): void {
  const store = createPaymentStore(state.db);
  app.get('/__sandbox/charges', (c) => {
    const raw = c.req.query('order_id');
    const orderId = raw ? intParam(raw, 'order_id', { min: 1, max: 999_999_999, fallback: 0 }) : undefined;
    return c.json({ data: store.charges(orderId) });
  });
}
