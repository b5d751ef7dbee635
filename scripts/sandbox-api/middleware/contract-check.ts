import { isDeepStrictEqual } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { endpointAt } from '@shop/contract/endpoint-paths';
import { type AnswerBody, ENDPOINTS, type EndpointName } from '@shop/contract/endpoints';
import { ApiErrorBody } from '@shop/contract/errors';
import { type AppEnv, isContractPath } from '../http/env.ts';

/** An answer of the sandbox that the contract (src/contract/endpoints.ts) does not allow. */
export interface ContractBreach {
  method: string;
  path: string;
  status: number;
  /** The call it answered, or null for a route the contract does not name. */
  endpoint: EndpointName | null;
  problem: string;
}

/** The call a request is for: the matching `METHOD path`, literal segments before parameters (`billing` before `{id}`). */
export const endpointFor = endpointAt;

/** What is wrong with an answer's body, or null when the contract allows it. */
function bodyProblem(expected: AnswerBody, response: Response, text: string): string | null {
  if (expected === null) return text === '' ? null : 'a body where the contract has none';
  if (expected === 'redirect') return response.headers.has('location') ? null : 'a redirect without Location';
  if (expected === 'pdf')
    return response.headers.get('content-type')?.startsWith('application/pdf') ? null : 'not a PDF';
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const parsed = expected.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return `${issue?.path.join('.') || '(body)'}: ${issue?.code} (${parsed.error.issues.length} issues)`;
  }
  // zod drops keys it does not know: whatever it dropped is a field the contract does not declare.
  return isDeepStrictEqual(parsed.data, json) ? null : 'a field the contract does not declare';
}

/** What is wrong with one answer to `endpoint`, or null. */
async function answerProblem(endpoint: EndpointName | null, response: Response): Promise<string | null> {
  const declared: Record<number, AnswerBody> = endpoint ? ENDPOINTS[endpoint].answers : {};
  // `null` (no body) is an answer too: only a status the endpoint does not name falls back.
  const expected =
    response.status in declared
      ? declared[response.status]
      : response.status >= 400
        ? ApiErrorBody
        : undefined;
  if (expected === undefined)
    return endpoint
      ? `status ${response.status}, which the contract does not name`
      : 'a route the contract does not name';
  const text = expected === 'pdf' ? '' : await response.clone().text();
  return bodyProblem(expected, response, text);
}

/**
 * Checks every answer of a contract route against src/contract/endpoints.ts and reports each one
 * the contract does not allow: a route or status it does not name, or a body that does not parse
 * with the schema or carries a field the schema does not declare. The sandbox's tests turn it on
 * (testing/helpers.ts), so the sandbox cannot drift from the shop.
 * It runs after the faults: their answers are made up on purpose.
 */
export function contractCheck(report: (breach: ContractBreach) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const { method, path } = c.req;
    if (!isContractPath(path) || method === 'OPTIONS' || method === 'HEAD') return;
    const endpoint = endpointFor(method, path);
    const problem = await answerProblem(endpoint, c.res);
    if (problem) report({ method, path, status: c.res.status, endpoint, problem });
  };
}
