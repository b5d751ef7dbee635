import type { MiddlewareHandler } from 'hono';
import { type CallMethod, callsAt, isOwnPath } from '../contract-calls.ts';
import type { AppEnv } from '../http/env.ts';
import { errorResponse } from '../http/errors.ts';

export const UNKNOWN_ROUTE = 'Ruta no encontrada';
export const METHOD_NOT_ALLOWED = 'Método no permitido.';

/** The name a query key stands for: `filters[0][value][gte]` is `filters`. */
export function queryName(key: string): string {
  const bracket = key.indexOf('[');
  return bracket === -1 ? key : key.slice(0, bracket);
}

/** Query names of a request URL that the call does not take, each once, in the order sent. */
export function unknownQueryNames(url: string, accepted: readonly string[] | 'any' | undefined): string[] {
  if (accepted === 'any') return [];
  const names = new Set([...new URL(url).searchParams.keys()].map(queryName));
  return [...names].filter((name) => !(accepted ?? []).includes(name));
}

/**
 * Answers only the calls of the contract (contract-calls.ts): an unknown path is a 404, a method
 * the spec does not give that path a 405 with `Allow`, and a query name the call does not take a
 * 422 naming it. The sandbox's own prefixes (operator, images, the simulated bank) pass. It runs
 * before the faults and the CSRF check, so no fault and no 419 can hide a wrong call.
 */
export function contractGate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (isOwnPath(path) || c.req.method === 'OPTIONS') return next();
    const calls = callsAt(path);
    if (calls.length === 0) return errorResponse(c, 404, UNKNOWN_ROUTE);
    const method = (c.req.method === 'HEAD' ? 'GET' : c.req.method) as CallMethod;
    const call = calls.find((candidate) => candidate.method === method);
    if (!call) {
      c.header('Allow', [...new Set(calls.map((candidate) => candidate.method))].join(', '));
      return errorResponse(c, 405, METHOD_NOT_ALLOWED);
    }
    const unknown = unknownQueryNames(c.req.url, call.query);
    if (unknown.length > 0) {
      const errors = Object.fromEntries(
        unknown.map((name) => [name, [`El parámetro ${name} no forma parte de esta llamada.`]]),
      );
      return errorResponse(c, 422, `Parámetro no admitido: ${unknown.join(', ')}.`, errors);
    }
    return next();
  };
}
