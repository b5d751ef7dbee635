import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  contractMismatchLine,
  logContractMismatch,
} from '../../../../../src/server/observability/contract-log';
import { registry } from '../../../../../src/server/observability/metrics';
import { withRequestContext } from '../../../../../src/server/observability/request-context';

const MISMATCH = {
  endpoint: 'GET /api/v2/catalog/products/{idOrPath}',
  field: 'data.price',
  problem: 'expected number',
  issues: 1,
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an API answer outside the contract, on the server', () => {
  test('is one JSON line on stderr with the endpoint, the field and the request it was read for', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    withRequestContext({ id: 'req-12345678' }, () => logContractMismatch(MISMATCH));
    expect(written).toHaveLength(1);
    expect(written[0]!.endsWith('\n')).toBe(true);
    expect(written[0]!.trimEnd()).not.toContain('\n');
    expect(JSON.parse(written[0]!)).toMatchObject({
      event: 'contract-mismatch',
      requestId: 'req-12345678',
      ...MISMATCH,
    });
  });

  test('counts among the API errors of its endpoint, as kind "contract"', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    logContractMismatch(MISMATCH);
    expect(await registry.metrics()).toMatch(
      /shop_api_call_errors_total\{endpoint="\/api\/v2\/catalog\/products\/\{idOrPath\}",method="GET",kind="contract"\} \d+/,
    );
  });

  test('outside a request (the build) it has no request id', () => {
    expect(JSON.parse(contractMismatchLine(MISMATCH, undefined))).not.toHaveProperty('requestId');
  });
});
