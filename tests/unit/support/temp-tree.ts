import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Returns a maker of temporary directories holding the given files (paths within, any depth);
 * each directory it made is removed after its test. Call it at the top of a test file.
 */
export function tempTrees(prefix: string): (files: Record<string, string | Uint8Array>) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return (files) => {
    const root = mkdtempSync(join(tmpdir(), prefix));
    made.push(root);
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), body);
    }
    return root;
  };
}
