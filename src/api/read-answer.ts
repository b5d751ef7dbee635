import type { $Fetch } from 'ofetch';
import type * as z from 'zod/mini';
import type { EndpointName } from '@shop/contract/endpoints';
import { ApiError } from './api-error.ts';

/** One answer outside the contract, as the production log line says it: never a value, only where. */
export interface ContractMismatch {
  /** The call, `METHOD path` as the OpenAPI document names it. */
  endpoint: EndpointName;
  /** Path of the first bad field, `data.items[0].price.unit`; `(body)` for the body itself. */
  field: string;
  /** What that field failed, `expected number`. */
  problem: string;
  /** How many fields failed in all. */
  issues: number;
}

/** How a client's answers are read when one is outside the contract. */
export interface ContractPolicy {
  /**
   * Fail the call with a ContractError naming the endpoint and the bad fields (development and
   * tests), instead of as the §8 server error (production). Default: strict unless the code was
   * built for production.
   */
  strict?: boolean;
  /** Told of each mismatch before the call fails (in development too); default one console.error line. */
  onMismatch?: (mismatch: ContractMismatch) => void;
}

/** An answer outside the contract, in development and tests: a bug to fix, loudly. */
export class ContractError extends Error {
  readonly endpoint: EndpointName;
  /** `field: problem`, one per bad field. */
  readonly fields: string[];

  constructor(endpoint: EndpointName, fields: string[], options?: { cause?: unknown }) {
    super(`${endpoint} answered outside the contract: ${fields.join('; ')}`, options);
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.fields = fields;
  }
}

/**
 * Built for production: Vite replaces `import.meta.env` in the shop's server and browser bundles.
 * Tests (Vitest) and plain Node (the rebuild job, where it is undefined) are not, so they fail loudly.
 */
const PRODUCTION_BUILD = import.meta.env?.PROD === true;

const policies = new WeakMap<object, ContractPolicy>();

/** Reads `api`'s answers under `policy` (createApiClient's `contract` option; plain ofetch clients of the server). */
export function withContractPolicy<F extends $Fetch>(api: F, policy: ContractPolicy): F {
  policies.set(api, policy);
  return api;
}

function fieldPath(path: readonly PropertyKey[]): string {
  const written = path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return written || '(body)';
}

/** What an issue says was expected, from its facts (zod/mini loads no messages): never the value sent. */
function problemOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'invalid_value':
      return `expected ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'invalid_format':
      return `expected ${issue.format}`;
    case 'too_small':
      return `expected ${issue.origin} ${issue.inclusive === false ? '>' : '≥'} ${issue.minimum}`;
    case 'too_big':
      return `expected ${issue.origin} ${issue.inclusive === false ? '<' : '≤'} ${issue.maximum}`;
    case 'invalid_union':
      return 'matches none of its shapes';
    default:
      return issue.code;
  }
}

function reportToConsole(mismatch: ContractMismatch): void {
  console.error(
    `API answer outside the contract: ${mismatch.endpoint} ${mismatch.field}: ${mismatch.problem} (${mismatch.issues} in all)`,
  );
}

/**
 * `answer`, the body `endpoint` answered, as `schema` reads it (keys it does not name dropped).
 * An answer outside the contract never goes further: it is reported (`onMismatch`, one line), then
 * the call fails. Under a strict policy with a ContractError naming every bad field (a page that
 * catches it still leaves the report in the terminal); else with an ApiError of status 500, which
 * each call's §8 handling turns into its server error (a toast, a form's generic message, the
 * 500 error page).
 */
export function readAnswer<S extends z.ZodMiniType>(
  api: $Fetch,
  endpoint: EndpointName,
  schema: S,
  answer: unknown,
): z.output<S> {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const policy = policies.get(api) ?? {};
  const [first] = issues;
  const mismatch: ContractMismatch = {
    endpoint,
    field: fieldPath(first?.path ?? []),
    problem: first ? problemOf(first) : 'invalid',
    issues: issues.length,
  };
  (policy.onMismatch ?? reportToConsole)(mismatch);
  if (policy.strict ?? !PRODUCTION_BUILD) {
    const fields = issues.map((issue) => `${fieldPath(issue.path)}: ${problemOf(issue)}`);
    throw new ContractError(endpoint, fields, { cause: parsed.error });
  }
  throw new ApiError(
    { kind: 'http', status: 500, message: `${endpoint} answered outside the contract (${mismatch.field})` },
    { cause: parsed.error },
  );
}
