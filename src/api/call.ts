import type { $Fetch, FetchResponse } from 'ofetch';
import type * as z from 'zod/mini';
import { type AnswerBody, ENDPOINTS, type EndpointName } from '@shop/contract/endpoints';
import { readAnswer } from './read-answer.ts';

/** The contract's entry of a call. */
type Spec<N extends EndpointName> = (typeof ENDPOINTS)[N];
/** The input type of a schema the entry names under `key`, or never. */
type Taken<S, K extends string> = S extends { [P in K]: infer T extends z.ZodMiniType } ? z.input<T> : never;

/** Path parameters, when the path has any. */
type Params<S> = [Taken<S, 'params'>] extends [never] ? { params?: never } : { params: Taken<S, 'params'> };
/** The query, when the call takes one (always optional: every query name is). */
type Query<S> = [Taken<S, 'query'>] extends [never] ? { query?: never } : { query?: Taken<S, 'query'> };
/** The JSON body, when the call takes one; optional where the contract lets it go without. */
type Body<S> = [Taken<S, 'body'>] extends [never]
  ? { body?: never }
  : undefined extends Taken<S, 'body'>
    ? { body?: Taken<S, 'body'> }
    : { body: Taken<S, 'body'> };

/** What one call takes: the contract's parameters, query and body, plus headers and an abort signal. */
export type CallInput<N extends EndpointName> = Params<Spec<N>> &
  Query<Spec<N>> &
  Body<Spec<N>> & { headers?: Record<string, string>; signal?: AbortSignal };

/** The input as the call's arguments: left out when the call needs nothing. */
type CallArgs<N extends EndpointName> =
  Record<never, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** The statuses a call answers without failing (a key spread from another object is a string). */
type Success = 200 | 201 | 202 | 204 | '200' | '201' | '202' | '204';
type Answers<N extends EndpointName> = Spec<N>['answers'];
type Read<A> = A extends z.ZodMiniType ? z.output<A> : A extends null ? null : never;
/** What a call's answer reads as: each success status's schema, null for 204. */
export type Answer<N extends EndpointName> = N extends EndpointName
  ? { [S in keyof Answers<N> & Success]: Read<Answers<N>[S]> }[keyof Answers<N> & Success]
  : never;

/** The request path of `name` with its parameters filled in (`/api/v2/catalog/products/{idOrPath}` → `…/products/123`). */
export function pathOf(name: EndpointName, params: Record<string, unknown> = {}): string {
  const path = name.slice(name.indexOf(' ') + 1);
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

/**
 * Sends the call `name` (`'POST /api/v1/auth/login'`) as the contract declares it: its method, its
 * path with `params` filled in, `query`, `body` and `headers`. The answer as it came (status,
 * headers), not read: for the calls that look at those (see `call` for the rest).
 */
export function send<N extends EndpointName>(
  api: $Fetch,
  name: N,
  ...[input]: CallArgs<N>
): Promise<FetchResponse<unknown>> {
  const { params, query, body, headers, signal } = (input ?? {}) as CallInput<EndpointName> & {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  const method = name.slice(0, name.indexOf(' '));
  const pdf = Object.values<AnswerBody>(ENDPOINTS[name].answers).includes('pdf');
  return api.raw(pathOf(name, params), {
    method,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
    ...(signal ? { signal } : {}),
    ...(pdf ? { responseType: 'stream' } : {}),
  }) as Promise<FetchResponse<unknown>>;
}

/**
 * The answer's schema for `status`: the one the contract names for it, else its first JSON answer
 * (a success status the contract does not name is read as its usual answer, and fails if it is not).
 */
function schemaFor(answers: Record<number, AnswerBody>, status: number): AnswerBody {
  if (status in answers) return answers[status] ?? null;
  return Object.values(answers).find((answer) => typeof answer === 'object' && answer !== null) ?? null;
}

/**
 * `response`, the answer to the call `name`, read against the contract (read-answer.ts): the body
 * as the status's schema reads it, null for a 204. An answer outside the contract fails the call as
 * readAnswer says.
 */
export function answerOf<N extends EndpointName>(
  api: $Fetch,
  name: N,
  response: FetchResponse<unknown>,
): Answer<N> {
  const schema = schemaFor(ENDPOINTS[name].answers, response.status);
  if (schema === null || typeof schema === 'string') return null as Answer<N>;
  return readAnswer(api, name, schema, response._data) as Answer<N>;
}

/**
 * Makes the call `name` (see `send`) and reads its answer (`answerOf`). Failures (spec §8) are the
 * client's ApiError, as for any call.
 */
export async function call<N extends EndpointName>(
  api: $Fetch,
  name: N,
  ...args: CallArgs<N>
): Promise<Answer<N>> {
  return answerOf(api, name, await send(api, name, ...args));
}
