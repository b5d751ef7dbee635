// `npm run serve`'s supervisor over two tiny releases whose entry answers its release's name
// (release `a` and `b` in a temporary directory, each with `server/entry.mjs` on PORT). Prints
// `READY` once the first workers listen; each stdin line `reload <a|b>` reloads to that release
// and prints `RELOADED <a|b>` once the old workers have left.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_ENTRY } from '../../../../../scripts/serve/layout.ts';
import { startSupervisor } from '../../../../../scripts/serve/supervisor.ts';

const WORKERS = 2;
const root = mkdtempSync(join(tmpdir(), 'supervisor-'));
const release = (name: string) => join(root, name);
for (const name of ['a', 'b']) {
  const entry = join(release(name), SERVER_ENTRY);
  mkdirSync(dirname(entry), { recursive: true });
  writeFileSync(
    entry,
    `import { createServer } from 'node:http';
createServer((_, response) => response.end(${JSON.stringify(name)})).listen(Number(process.env.PORT), '127.0.0.1');
`,
  );
}

const supervisor = await startSupervisor(release('a'), WORKERS);
process.stdout.write('READY\n');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, name] = line.split(' ');
  if (command !== 'reload' || (name !== 'a' && name !== 'b')) continue;
  await supervisor.reload(release(name));
  process.stdout.write(`RELOADED ${name}\n`);
}
await supervisor.shutdown();
process.exit(0);
