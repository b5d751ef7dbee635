import type { ContractMismatch, ContractPolicy } from '../../api/read-answer';
import { apiErrors } from './metrics';
import { currentRequest } from './request-context';

/** An API answer outside the contract, as the JSON line the server prints on stderr: where, never the value. */
export function contractMismatchLine(mismatch: ContractMismatch, requestId: string | undefined): string {
  return JSON.stringify({
    event: 'contract-mismatch',
    time: new Date().toISOString(),
    requestId,
    ...mismatch,
  });
}

/** Logs one line per mismatch and counts it among the API's errors (`kind="contract"`). */
export function logContractMismatch(mismatch: ContractMismatch): void {
  const [method = '', path = ''] = mismatch.endpoint.split(' ');
  apiErrors.inc({ endpoint: path, method, kind: 'contract' });
  process.stderr.write(`${contractMismatchLine(mismatch, currentRequest()?.id)}\n`);
}

/** The contract policy of the server's API clients: a mismatch is logged, then fails the call (strictly outside production). */
export const SERVER_CONTRACT_POLICY: ContractPolicy = { onMismatch: logContractMismatch };
