import { API_URL } from 'astro:env/server';
import { ofetch, type $Fetch } from 'ofetch';
import { serializeQueryHook } from '../../api/query';
import { withContractPolicy } from '../../api/read-answer';
import { SERVER_API_TIMEOUT_MS } from './api-reachable';
import { observedFetch } from '../observability/api-calls';
import { SERVER_CONTRACT_POLICY } from '../observability/contract-log';

/** Retries of a failed read (GET, and the read-only search POST) during build and SSR. */
const SERVER_API_RETRIES = 2;

/**
 * The API client for server code (build and on-demand pages). It carries no cookies and keeps no
 * state, so one instance can serve every request: it only reads public catalogue data.
 */
export const serverApi: $Fetch = ofetch.create(
  {
    baseURL: API_URL,
    headers: { Accept: 'application/json' },
    timeout: SERVER_API_TIMEOUT_MS,
    retry: SERVER_API_RETRIES,
    retryDelay: 300,
    // 4xx answers are final (a missing product stays missing); only outages are retried.
    retryStatusCodes: [408, 425, 429, 500, 502, 504],
    // Query arrays bracket-style (spec §7), as every client of the API writes them.
    onRequest: serializeQueryHook,
  },
  { fetch: observedFetch() },
);
// An answer outside the contract is logged (contract-log.ts) and fails the read as the API's server error.
withContractPolicy(serverApi, SERVER_CONTRACT_POLICY);

export { API_URL };
