import { ApiError } from '../../api/api-error';
import { es } from '../../i18n/es';
import { safeNext } from '../../lib/forms/redirects';
import { seeOther } from '../visits/private-page';
import type { ShopperApi } from '../visits/shopper';
import { type FormProblem, formProblem } from './form-problem';

/**
 * What a form that worked leads to: the page to see next (Post/Redirect/Get, with the shop's own
 * cookies to set on the way, such as `mt_cliente`), or, for a post that only reads and must not
 * put what it sends in an address (the guest order lookup: its proof is an e-mail), what it found.
 */
export type FormDone<R> = { to: string; cookies?: readonly string[] } | { show: R };

/** One page's form: how to read what was posted, and what to do with it. */
export interface FormSpec<V, R> {
  /**
   * The fields to act on, which the page shows again when the post is refused. Never a password:
   * `submit` reads those from the form itself, so they are never sent back.
   */
  read(form: FormData): V;
  /** Calls the API and says where to go; what it throws is shown by the page (`FormState.problem`). */
  submit(values: V, form: FormData): Promise<FormDone<R>>;
  /** False when this visit may not post (an account page's API is down): the post is read as a visit. */
  enabled?: boolean;
}

/** What the page renders: a visit (nothing posted), a refused post, or what a reading post found. */
export interface FormState<V, R> {
  /** What the shopper sent, as `read` took it; null when nothing was posted (or it could not be read). */
  values: V | null;
  /** Why the post was refused: a summary and the API's Spanish message per field. */
  problem: FormProblem | null;
  /** What a post that only reads found. */
  shown: R | null;
  /** The page's status: 200, 422 for a refused post, the API's own 419 or 429, or a FormRefusal's. */
  status: number;
}

/** A refusal of the shop's own (a malformed form, an order that cannot exist), shown like the API's. */
export class FormRefusal extends Error {
  readonly status: number;
  /** Seconds to wait, for a 429 (the page answers it as Retry-After). */
  readonly retryAfter: number | undefined;

  constructor(message: string, status = 400, retryAfter?: number) {
    super(message);
    this.name = 'FormRefusal';
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** The statuses of a refused post that say something a 422 would not: reload for a session, wait. */
const KEPT_API_STATUSES = new Set([419, 429]);

function refused(error: unknown): { problem: FormProblem; status: number } {
  if (error instanceof FormRefusal) {
    const { message, status, retryAfter } = error;
    return { problem: { message, fields: {}, status, ...(retryAfter && { retryAfter }) }, status };
  }
  if (error instanceof ApiError) {
    const problem = formProblem(error);
    return { problem, status: KEPT_API_STATUSES.has(problem.status ?? 0) ? problem.status! : 422 };
  }
  // A bug or a malformed answer, not the API refusing: the shopper gets the generic message (never
  // the error's own text, nor a 5xx that would lose what they typed), the operator the stack.
  console.error('A form failed unexpectedly:', error);
  return { problem: { message: es.forms.failed, fields: {}, status: null }, status: 422 };
}

/**
 * The one way a page takes a POST: reads the form, lets the page call the API, and answers 303 See
 * Other to the next page (so reload and Back never post again) with the API's cookies and the
 * shop's own passed on, or gives the page what to render again: the API's Spanish message per
 * field and what the shopper typed, with status 422 (419 and 429 kept, a 429's Retry-After set on
 * the page's response). A GET gets an empty state.
 */
export async function handleForm<V, R = never>(
  context: { request: Request; response?: { headers: Headers } },
  shopper: ShopperApi,
  spec: FormSpec<V, R>,
): Promise<Response | FormState<V, R>> {
  if (context.request.method !== 'POST' || spec.enabled === false)
    return { values: null, problem: null, shown: null, status: 200 };
  const form = await context.request.formData().catch(() => new FormData());
  let values: V | null = null;
  try {
    values = spec.read(form);
    const done = await spec.submit(values, form);
    if ('show' in done) return { values, problem: null, shown: done.show, status: 200 };
    return seeOther(safeNext(done.to, '/'), shopper, done.cookies);
  } catch (error) {
    const answer = refused(error);
    // A 429's wait, the shop's own or the API's, goes on to the browser (a page's context only).
    if (answer.problem.retryAfter)
      context.response?.headers.set('Retry-After', String(answer.problem.retryAfter));
    return { values, shown: null, ...answer };
  }
}
