import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { followFile } from '../../../../scripts/lib/follow-file.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

test('prints what the file holds, what is added while the runner runs and the rest at its end, once each', async () => {
  vi.useFakeTimers();
  const printed: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    printed.push(String(chunk));
    return true;
  });
  const path = join(mkdtempSync(join(tmpdir(), 'follow-')), 'e2e.log');
  let finish: (tally: string) => void = () => {};
  const runner = new Promise<string>((resolve) => {
    finish = resolve;
  });
  writeFileSync(path, 'Running 3 tests\n');
  const followed = followFile(path, runner);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(printed.join('')).toBe('Running 3 tests\n');
  appendFileSync(path, '  ✓ 1 home\n');
  await vi.advanceTimersByTimeAsync(1_000);
  appendFileSync(path, '  3 passed\n');
  finish('3 passed');
  expect(await followed).toBe('3 passed');
  expect(printed.join('')).toBe('Running 3 tests\n  ✓ 1 home\n  3 passed\n');
});

test('a file not written yet is waited for, not an error', async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const path = join(mkdtempSync(join(tmpdir(), 'follow-')), 'never.log');
  await expect(followFile(path, Promise.resolve(7))).resolves.toBe(7);
});
