import { es, format } from '../../i18n/es';
import { type Attempt, giveBack, takeAttempt } from '../limits/attempts';
import { FormRefusal } from './handle-form';

const SECONDS_PER_MINUTE = 60;

/** The Spanish 429 of every limited form, with the wait in whole minutes. */
export const tooManyAttempts = (seconds: number) =>
  format(es.forms.tooMany, { minutes: Math.max(1, Math.ceil(seconds / SECONDS_PER_MINUTE)) });

/**
 * Runs `work` as one attempt at a limited form (server/limits/form-limits.ts): refused with a 429
 * FormRefusal (its Retry-After) when the client or the target is over its limit; given back when
 * `work` succeeds and the limit counts failures only. What `work` throws is counted and passed on.
 */
export async function limited<T>(attempt: Attempt, work: () => Promise<T>): Promise<T> {
  const wait = await takeAttempt(attempt);
  if (wait > 0) throw new FormRefusal(tooManyAttempts(wait), 429, wait);
  const result = await work();
  if (attempt.limit.givesBackOnSuccess) await giveBack(attempt);
  return result;
}
