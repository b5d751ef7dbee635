import { withoutSecrets } from '../../lib/privacy/secret-params';

/** A request's path and query as logged: the values of secret-looking parameters are replaced. */
export function loggablePath(url: string): string {
  return withoutSecrets(url);
}

/** One answered request, as the JSON line the server prints on stdout. */
export interface AccessLogEntry {
  time: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** The page cache's verdict for a public on-demand page (HIT, MISS, STALE), if it looked. */
  cache?: string;
  route?: string;
  requestId: string;
}

/** The log line of one request (no trailing newline). */
export function accessLogLine(entry: AccessLogEntry): string {
  return JSON.stringify({ event: 'request', ...entry });
}

/** An error the server hit while answering, with its stack, as the JSON line printed on stderr. */
export function errorLogLine(error: unknown, requestId: string | undefined, path: string): string {
  const failure = error instanceof Error ? error : new Error(String(error));
  return JSON.stringify({
    event: 'error',
    time: new Date().toISOString(),
    requestId,
    path: loggablePath(path),
    message: failure.message,
    stack: failure.stack,
  });
}
