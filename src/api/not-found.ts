import { ApiError } from './api-error.ts';

/**
 * `read`'s answer, or null when the API answered 404: for the reads where "not there" is an answer
 * (an empty cart, no checkout yet, a product not wished). Other failures are thrown.
 */
export async function nullOn404<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
