import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import type { CategoryIndex } from './catalogue.ts';
import type { FaultState } from './faults.ts';
import type { PublicUrls } from './shapes.ts';

/** What every route needs: the database, the category tree, public URLs and the fault switches. */
export interface Sandbox {
  db: DatabaseSync;
  index: CategoryIndex;
  urls: PublicUrls;
  faults: FaultState;
}

/** A Laravel-style error answer: `{ message }` (plus `errors` for 422). */
export function fail(c: Context, status: 400 | 401 | 403 | 404 | 409 | 419 | 422 | 429 | 500 | 503, message: string, errors?: Record<string, string[]>) {
  return c.json(errors ? { message, errors } : { message }, status);
}

/** A route id: a positive integer of at most 9 digits, or null. */
export function parseId(text: string | undefined): number | null {
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** An integer query parameter within [min, max]; missing means `fallback`; malformed or out of range is null. */
export function parseIntParam(text: string | undefined, fallback: number, min: number, max: number): number | null {
  if (text === undefined || text === '') return fallback;
  if (!/^-?\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
