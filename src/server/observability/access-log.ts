/** Query parameters whose values never reach a log: reset secrets, rating tokens, contacts, bank data. */
const SECRET_PARAMS = /^(secret|token|password|email|e-mail|phone|contact|mobile|code|ds_.*)$/i;
const REDACTED = 'x';

/** A request's path and query as logged: the values of secret-looking parameters are replaced. */
export function loggablePath(url: string): string {
  const [path = '/', query] = url.split('?', 2);
  if (query === undefined) return path;
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) if (SECRET_PARAMS.test(name)) params.set(name, REDACTED);
  return `${path}?${params.toString()}`;
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
