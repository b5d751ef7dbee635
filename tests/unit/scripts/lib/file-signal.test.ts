import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { waitForFile } from '../../../../scripts/lib/file-signal.ts';

afterEach(() => {
  vi.useRealTimers();
});

const signalPath = () => join(mkdtempSync(join(tmpdir(), 'signal-')), 'e2e-browser');

test('resolves with what another process writes, once it is written', async () => {
  vi.useFakeTimers();
  const path = signalPath();
  let settled: string | undefined;
  const waiting = waitForFile(path).then((text) => {
    settled = text;
    return text;
  });
  await vi.advanceTimersByTimeAsync(2_000);
  expect(settled).toBeUndefined();
  writeFileSync(path, '/usr/lib/chromium/chromium-headless-shell');
  await vi.advanceTimersByTimeAsync(1_000);
  await expect(waiting).resolves.toBe('/usr/lib/chromium/chromium-headless-shell');
});

test('an empty file is an answer too (the writer could not), and a writer that ended is undefined', async () => {
  const empty = signalPath();
  writeFileSync(empty, '');
  await expect(waitForFile(empty)).resolves.toBe('');
  await expect(waitForFile(signalPath(), () => true)).resolves.toBeUndefined();
});
