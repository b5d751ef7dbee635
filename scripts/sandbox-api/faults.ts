import type { IncomingMessage } from 'node:http';
import type { Hono, MiddlewareHandler } from 'hono';

/** One forced answer: for requests whose path matches `pattern` (a regular expression source). */
export interface RouteFault {
  pattern: string;
  method?: string;
  status?: number;
  drop?: boolean;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

/** The switches tests flip (architecture: latency, maintenance, forced status, dropped connection). */
export interface FaultState {
  latencyMs: number;
  maintenance: boolean;
  routes: RouteFault[];
}

export const noFaults = (): FaultState => ({ latencyMs: 0, maintenance: false, routes: [] });

/** Paths faults never touch: the test controls themselves and the images. */
const EXEMPT = /^\/(__sandbox|images)\//;
const MAX_LATENCY_MS = 60_000;

function matches(fault: RouteFault, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  try {
    return new RegExp(fault.pattern).test(path);
  } catch {
    return path.includes(fault.pattern);
  }
}

/** Applies the faults to every contract route: delay first, then maintenance, then forced answers. */
export function faultMiddleware(state: FaultState): MiddlewareHandler<{ Bindings: { incoming: IncomingMessage } }> {
  return async (c, next) => {
    const path = c.req.path;
    if (EXEMPT.test(path) || c.req.method === 'OPTIONS') return next();
    if (state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
    if (state.maintenance) return c.json({ message: 'Servicio en mantenimiento' }, 503);
    const fault = state.routes.find((route) => (route.times ?? 1) > 0 && matches(route, c.req.method, path));
    if (!fault) return next();
    if (fault.times !== undefined) fault.times -= 1;
    if (fault.drop) {
      c.env.incoming.socket.destroy();
      return new Response(null, { status: 499 });
    }
    const status = fault.status ?? 500;
    return c.json({ message: status === 503 ? 'Servicio en mantenimiento' : `Fallo forzado por el sandbox (${status}).` }, status as 500);
  };
}

/** Parses a PUT body into a fault state, or a Spanish error. */
function parseFaults(body: unknown): FaultState | string {
  if (!body || typeof body !== 'object') return 'Se esperaba un objeto JSON.';
  const input = body as Record<string, unknown>;
  const latencyMs = input.latencyMs ?? 0;
  if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > MAX_LATENCY_MS) return `latencyMs debe estar entre 0 y ${MAX_LATENCY_MS}.`;
  const routes = input.routes ?? [];
  if (!Array.isArray(routes) || !routes.every((route) => route && typeof route.pattern === 'string')) return 'routes debe ser una lista con pattern.';
  for (const route of routes as RouteFault[]) {
    if (route.status !== undefined && (!Number.isInteger(route.status) || route.status < 200 || route.status > 599)) return 'status debe ser un código HTTP.';
  }
  return { latencyMs, maintenance: input.maintenance === true, routes: routes as RouteFault[] };
}

/** `/__sandbox/faults`: read, set (PUT) and clear (DELETE) the faults. Not part of the contract. */
export function faultRoutes(app: Hono, state: FaultState): void {
  app.get('/__sandbox/faults', (c) => c.json(state));
  app.put('/__sandbox/faults', async (c) => {
    const parsed = parseFaults(await c.req.json().catch(() => null));
    if (typeof parsed === 'string') return c.json({ message: parsed }, 422);
    Object.assign(state, parsed);
    return c.json(state);
  });
  app.delete('/__sandbox/faults', (c) => {
    Object.assign(state, noFaults());
    return c.json(state);
  });
}
