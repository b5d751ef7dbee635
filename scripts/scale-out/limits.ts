import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { forms } from '../../src/i18n/es/forms.ts';
import { FORM_LIMITS } from '../../src/server/limits/form-limits.ts';
import { upstreamOf } from './journey.ts';

/** Logins past the per-client limit: each must be refused, whichever instance answers. */
const PAST_THE_LIMIT = 6;
/** What an instance logs when Redis goes away (limit-store.ts): the limits fall back to its memory. */
const FAIL_OPEN_LOG = /Redis \(REDIS_URL\) unreachable/;
/** The catalogue's 429 up to its wait (the whole catalogue needs a bundler; this file does not). */
const TOO_MANY = new RegExp(`${forms.tooMany.split('{')[0]}[^<]*`);
/** How long an instance may take to notice Redis is gone and log it. */
const LOG_WAIT_MS = 5_000;
const LOG_POLL_MS = 100;

/** The first line matching `pattern` in any of `files`, waiting a little for it to be written. */
async function loggedLine(files: string[], pattern: RegExp): Promise<string> {
  const deadline = Date.now() + LOG_WAIT_MS;
  do {
    for (const file of files) {
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find((entry) => pattern.test(entry));
      if (line) return line;
    }
    await sleep(LOG_POLL_MS);
  } while (Date.now() < deadline);
  throw new Error(`No instance logged ${pattern} (${files.join(', ')}).`);
}

interface Answer {
  status: number;
  upstream: string | null;
  retryAfter: string | null;
  html: string;
}

/**
 * A failed login through nginx from `client`: the browser's X-Forwarded-For, to which nginx adds
 * the peer it saw (the loopback, which the instances trust as their proxy), so the instances
 * count the client named there, as they would a shopper's address behind a real proxy.
 */
async function failedLogin(
  nginxUrl: string,
  accessLog: string,
  client: string,
  attempt: number,
): Promise<Answer> {
  const response = await fetch(`${nginxUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: nginxUrl,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': client,
    },
    body: new URLSearchParams({
      intent: 'login',
      email: `escala-${Date.now()}-${attempt}@example.com`,
      password: 'No-es-la-clave-1',
    }),
  });
  const html = await response.text();
  return {
    status: response.status,
    upstream: await upstreamOf(accessLog, response.headers.get('x-request-id')),
    retryAfter: response.headers.get('retry-after'),
    html,
  };
}

const upstreamsOf = (answers: Answer[]) =>
  [...new Set(answers.map((answer) => answer.upstream ?? '?'))].sort();

/**
 * The login limit per client is one count shared by the instances (Redis): logins with different
 * e-mails from one client, answered round robin, are refused from the limit on, by either
 * instance. With each instance's memory alone, each would have let the limit through.
 */
export async function checkSharedLoginLimit(nginxUrl: string, accessLog: string): Promise<string[]> {
  const limit = FORM_LIMITS.login.perClient.points;
  const client = '198.51.100.201';
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < limit + PAST_THE_LIMIT; attempt += 1)
    answers.push(await failedLogin(nginxUrl, accessLog, client, attempt));
  const allowed = answers.slice(0, limit);
  const refused = answers.slice(limit);
  const statuses = answers.map((answer) => answer.status).join(' ');
  if (!allowed.every((answer) => answer.status === 422))
    throw new Error(`The first ${limit} failed logins should be 422; got ${statuses}.`);
  if (!refused.every((answer) => answer.status === 429))
    throw new Error(
      `Logins past the shared limit of ${limit} should be 429 from every instance; got ${statuses}.`,
    );
  if (upstreamsOf(allowed).length < 2 || upstreamsOf(refused).length < 2)
    throw new Error(
      `nginx should have spread the logins over both instances: ${upstreamsOf(answers).join(', ')}.`,
    );
  const wait = Number(refused[0]!.retryAfter);
  const message = refused[0]!.html.match(TOO_MANY)?.[0];
  if (!(wait > 0) || !message || !refused.every((answer) => TOO_MANY.test(answer.html)))
    throw new Error(
      `A refused login should say '${forms.tooMany}' with Retry-After (got ${refused[0]!.retryAfter}).`,
    );
  const perInstance = upstreamsOf(allowed).map(
    (upstream) => `${allowed.filter((answer) => answer.upstream === upstream).length} by ${upstream}`,
  );
  return [
    `${limit} failed logins with different e-mails from ${client} through nginx: 422 (${perInstance.join(', ')}: one count in Redis, not one per instance)`,
    `the next ${PAST_THE_LIMIT}: 429 '${message}' Retry-After ${wait}, answered by ${upstreamsOf(refused).join(' and ')}`,
  ];
}

/**
 * With Redis stopped, a login is still answered (422, never a 5xx): the limits fail open to each
 * instance's memory, and the instance says so in its log.
 */
export async function checkRedisDownFailsOpen(
  nginxUrl: string,
  accessLog: string,
  stopRedis: () => Promise<void>,
  instanceLogs: string[],
): Promise<string[]> {
  await stopRedis();
  const answer = await failedLogin(nginxUrl, accessLog, '198.51.100.202', 0);
  if (answer.status !== 422)
    throw new Error(`With Redis down a failed login should still be a 422, got ${answer.status}.`);
  const line = await loggedLine(instanceLogs, FAIL_OPEN_LOG);
  return [
    `Redis stopped: a failed login is still answered 422 by ${answer.upstream} (the limits fail open to each instance's memory)`,
    `the instance's log: ${line}`,
  ];
}
