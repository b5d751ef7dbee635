import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/**
 * Many requests to the shop's server, quickly: node:http over a keep-alive agent, the path sent
 * byte for byte (fetch would normalise `/../` and `%2e%2e` before they leave the process).
 */

/** A request that has not answered in this time counts as hanging (a failure of the test). */
const REQUEST_TIMEOUT_MS = 60_000;

export interface RawRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface RawResponse {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  error?: string;
}

/** A keep-alive agent with at most `sockets` connections: the bound on concurrency. */
export function keepAliveAgent(sockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: sockets });
}

export function sendRaw(agent: Agent, port: number, input: RawRequest): Promise<RawResponse> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...input.headers };
    if (input.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(input.body));
    const outgoing = request(
      {
        agent,
        host: 'localhost',
        port,
        method: input.method,
        path: input.path,
        headers,
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message }));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => resolve({ status: 0, headers: {}, body: '', error: error.message }));
    outgoing.end(input.body);
  });
}

/** Runs `work` over `items`, at most `concurrency` at a time, keeping the order of the results. */
export async function mapBounded<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
