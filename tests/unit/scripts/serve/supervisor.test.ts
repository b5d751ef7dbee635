import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { freePort } from '../../../../scripts/lib/processes.ts';

const FIXTURE = new URL('./support/supervisor-fixture.ts', import.meta.url).pathname;
/** Reloads in the story: each retires two workers while connections keep coming. */
const RELOADS = 4;
const CONCURRENCY = 8;
/** A request the tiny entry answers in a millisecond: past this it was lost on the way. */
const ANSWER_TIMEOUT_MS = 10_000;

/** One request on a connection of its own (no keep-alive), so every request is a new hand-off. */
const ask = (port: number) =>
  new Promise<string>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: '/', agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    call.setTimeout(ANSWER_TIMEOUT_MS, () => call.destroy(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)));
    call.on('error', reject);
    call.end();
  });

describe('the supervisor of `npm run serve`', () => {
  test('reloads again and again under a stream of new connections: every connection is answered', async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, [FIXTURE], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    primary.stdout.on('data', (chunk) => (output += chunk));
    const printed = (line: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (output.includes(`${line}\n`) ? resolve() : setTimeout(check, 20));
        primary.once('exit', (code) => reject(new Error(`the fixture exited (${code})`)));
        check();
      });
    try {
      await printed('READY');
      let running = true;
      const failures: string[] = [];
      const seen = new Set<string>();
      let answered = 0;
      const loops = Array.from({ length: CONCURRENCY }, async () => {
        while (running) {
          try {
            seen.add(await ask(port));
            answered += 1;
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
      });
      for (let reload = 1; reload <= RELOADS; reload += 1) {
        const name = reload % 2 ? 'b' : 'a';
        primary.stdin.write(`reload ${name}\n`);
        await printed(`RELOADED ${name}`);
        output = '';
      }
      running = false;
      await Promise.all(loops);
      expect(failures).toEqual([]);
      expect(seen).toEqual(new Set(['a', 'b']));
      expect(answered).toBeGreaterThan(RELOADS * CONCURRENCY);
    } finally {
      primary.kill('SIGTERM');
    }
  }, 120_000);
});
