import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { defaultMessage, invalidField } from '../http/errors.ts';
import { type AppEnv, isContractPath } from '../http/env.ts';

/** A fault on the requests whose path contains `pattern` (or matches it as a regular expression). */
export interface RouteFault {
  pattern: string;
  method?: string;
  status?: number;
  drop?: boolean;
  /** JSON answered with `status` instead of `{message}` (e.g. a 409 with the adult `products`). */
  body?: Record<string, unknown>;
  /** Requests left to fault; absent = until the faults are reset. */
  times?: number;
}

/** Faults of this process (tests switch them through /__sandbox/faults). */
export interface Faults {
  latencyMs: number;
  maintenance: boolean;
  routes: RouteFault[];
}

export function noFaults(): Faults {
  return { latencyMs: 0, maintenance: false, routes: [] };
}

const MAX_LATENCY_MS = 120_000;
/** Statuses that cannot carry a body. */
const NULL_BODY = new Set([204, 205, 304]);

function matches(fault: RouteFault, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  if (path.includes(fault.pattern)) return true;
  try {
    return new RegExp(fault.pattern).test(path);
  } catch {
    return false; // Not a valid regular expression: the substring test was the only one.
  }
}

/**
 * Applies the faults: latency and route faults to every request but the operator's, maintenance
 * (503) to contract routes only, so images and /__sandbox/ keep working during maintenance.
 */
export function faultInjection(faults: Faults): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/__sandbox/')) return next();
    if (faults.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs));
    const fault = faults.routes.find((candidate) => matches(candidate, c.req.method, path));
    if (fault) {
      if (fault.times !== undefined) {
        fault.times -= 1;
        if (fault.times <= 0) faults.routes.splice(faults.routes.indexOf(fault), 1);
      }
      if (fault.drop) {
        // Destroying the response closes the socket without a status line: the client sees a network error.
        c.env?.outgoing?.destroy();
        c.env?.incoming?.socket.destroy();
        return new Response(null, { status: 204 });
      }
      if (fault.status) {
        if (NULL_BODY.has(fault.status)) return c.body(null, fault.status as 204);
        const body = fault.body ?? { message: defaultMessage(fault.status) };
        return c.json(body, fault.status as ContentfulStatusCode);
      }
    }
    if (faults.maintenance && isContractPath(path)) {
      return c.json({ message: defaultMessage(503) }, 503);
    }
    return next();
  };
}

/** Validates a PUT /__sandbox/faults body into the new faults (replacing the old ones). */
export function parseFaults(body: Record<string, unknown>): Faults {
  const faults = noFaults();
  if (body.latencyMs !== undefined) {
    const latency = body.latencyMs;
    if (
      typeof latency !== 'number' ||
      !Number.isInteger(latency) ||
      latency < 0 ||
      latency > MAX_LATENCY_MS
    ) {
      throw invalidField('latencyMs', `latencyMs debe ser un entero entre 0 y ${MAX_LATENCY_MS}.`);
    }
    faults.latencyMs = latency;
  }
  if (body.maintenance !== undefined) {
    if (typeof body.maintenance !== 'boolean')
      throw invalidField('maintenance', 'maintenance debe ser booleano.');
    faults.maintenance = body.maintenance;
  }
  if (body.routes !== undefined) {
    if (!Array.isArray(body.routes) || body.routes.length > 100) {
      throw invalidField('routes', 'routes debe ser una lista de fallos.');
    }
    faults.routes = body.routes.map((route, index) => parseRoute(route, `routes.${index}`));
  }
  return faults;
}

function parseRoute(route: unknown, key: string): RouteFault {
  if (typeof route !== 'object' || route === null) throw invalidField(key, 'Cada fallo debe ser un objeto.');
  const { pattern, method, status, drop, times, body } = route as Record<string, unknown>;
  if (typeof pattern !== 'string' || pattern === '')
    throw invalidField(`${key}.pattern`, 'pattern es obligatorio.');
  if (method !== undefined && typeof method !== 'string')
    throw invalidField(`${key}.method`, 'method debe ser texto.');
  if (
    status !== undefined &&
    (!Number.isInteger(status) || (status as number) < 200 || (status as number) > 599)
  ) {
    throw invalidField(`${key}.status`, 'status debe ser un código HTTP entre 200 y 599.');
  }
  if (drop !== undefined && typeof drop !== 'boolean')
    throw invalidField(`${key}.drop`, 'drop debe ser booleano.');
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1)) {
    throw invalidField(`${key}.times`, 'times debe ser un entero positivo.');
  }
  if (status === undefined && !drop) throw invalidField(key, 'Un fallo necesita status o drop.');
  if (
    body !== undefined &&
    (typeof body !== 'object' ||
      body === null ||
      Array.isArray(body) ||
      status === undefined ||
      NULL_BODY.has(status as number))
  ) {
    throw invalidField(`${key}.body`, 'body debe ser un objeto JSON y necesita un status con cuerpo.');
  }
  return {
    pattern,
    ...(method === undefined ? {} : { method: method.toUpperCase() }),
    ...(status === undefined ? {} : { status: status as number }),
    ...(drop === undefined ? {} : { drop }),
    ...(times === undefined ? {} : { times: times as number }),
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  };
}
