import type { Context } from 'hono';
import { HttpError, invalidField } from './errors.ts';

/**
 * `{product}` of `/store-front/api/{product}/…` as a route segment: the platform's product name
 * (the shop's API_PRODUCT), any lowercase word of up to 40 characters; anything else is an unknown
 * route. Not checked against the catalogue.
 */
export const PRODUCT_SEGMENT = ':product{[a-z0-9-]{1,40}}';

/** Largest JSON body accepted: search and session bodies are small. */
const MAX_BODY_BYTES = 64 * 1024;

/** An integer from a query or path value within bounds, the default when absent, else a 422. */
export function intParam(
  value: string | undefined,
  field: string,
  bounds: { min: number; max: number; fallback: number },
): number {
  if (value === undefined || value === '') return bounds.fallback;
  if (!/^-?\d{1,10}$/.test(value)) throw invalidField(field, `El campo ${field} debe ser un número entero.`);
  return checkInt(Number(value), field, bounds);
}

/** Checks that a number is an integer within bounds, else a 422 naming the field. */
export function checkInt(value: unknown, field: string, bounds: { min: number; max: number }): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw invalidField(field, `El campo ${field} debe ser un número entero.`);
  }
  if (value < bounds.min || value > bounds.max) {
    throw invalidField(field, `El campo ${field} debe estar entre ${bounds.min} y ${bounds.max}.`);
  }
  return value;
}

/** A positive id from the path, or a 404 (a malformed id names nothing). */
export function pathId(value: string | undefined, notFound: string): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) === 0) throw new HttpError(404, notFound);
  return Number(value);
}

/** The request's JSON body as an object: 400 when malformed, 413 when too large, 422 when not an object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  // Refuse a declared oversize body before reading it; the length check below covers chunked ones.
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES)
    throw new HttpError(413, 'Fichero demasiado grande.');
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'Fichero demasiado grande.');
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'El cuerpo de la petición no es JSON válido.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(422, 'El cuerpo de la petición debe ser un objeto JSON.');
  }
  return body as Record<string, unknown>;
}

/** The `meta` of a paginated answer (Laravel's paginator): at least one page, even when empty. */
export function pageMeta(currentPage: number, perPage: number, total: number) {
  return {
    current_page: currentPage,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
