import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';

const FIXTURE = new URL('./support/cluster-fixture.ts', import.meta.url).pathname;

describe("the supervisor's metrics", () => {
  test("sum every worker's counters, so one scrape sees the whole instance", async () => {
    const primary = spawn(process.execPath, [FIXTURE], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        let output = '';
        primary.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /PORT (\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        primary.on('exit', (code) => reject(new Error(`the fixture exited (${code}) before serving`)));
      });
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      // Each of the two workers counted 3 requests.
      expect(await response.text()).toMatch(
        /shop_http_requests_total\{route="\/\[slug\]",method="GET",status="200"\} 6/,
      );
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      primary.kill('SIGTERM');
    }
  });
});
