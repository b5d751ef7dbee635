/** Starting the sandbox (server.ts) on a database left by another schema version. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../server.ts';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-stale-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a database left by another sandbox version', () => {
  it('is rebuilt and re-seeded on start instead of failing on its old columns', async () => {
    const dbPath = join(dir, 'sandbox.sqlite');
    const old = new DatabaseSync(dbPath);
    old.exec(
      "CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO products VALUES (1, 'viejo');",
    );
    old.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT); INSERT INTO meta VALUES ('seed', '{}');");
    old.close();
    mkdirSync(join(dir, 'images', 'products'), { recursive: true });
    writeFileSync(join(dir, 'images', 'products', '1-500x500.webp'), 'not an image');

    const lines: string[] = [];
    const sandbox = await startSandbox({ port: 0, dbPath, products: 50, log: (line) => lines.push(line) });
    try {
      const health = (await (await fetch(`${sandbox.url}/__sandbox/health`)).json()) as { products: number };
      expect(health.products).toBe(50);
      const product = await fetch(`${sandbox.url}/api/v2/catalog/products/1`);
      expect(product.status).toBe(200);
      expect(existsSync(join(dir, 'images', 'products', '1-500x500.webp'))).toBe(false);
      expect(lines.some((line) => line.includes('rebuilt'))).toBe(true);
    } finally {
      await sandbox.close();
    }
  });
});
