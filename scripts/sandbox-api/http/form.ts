import type { Context } from 'hono';
import { HttpError } from './errors.ts';

/** A bank or card form posts a few short fields. */
const MAX_FORM_BYTES = 16 * 1024;

/**
 * The string fields of an `application/x-www-form-urlencoded` (or multipart) body: 413 when
 * larger than a form of a few fields can be, files ignored.
 */
export async function formFields(c: Context): Promise<Record<string, string>> {
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_FORM_BYTES) {
    throw new HttpError(413, 'Fichero demasiado grande.');
  }
  const body = await c.req.parseBody();
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}
