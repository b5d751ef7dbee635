import { request } from 'node:http';
import type { BenchPages } from './pages.ts';

/** The name of the main script's figures (the pages go by their bench names). */
const MAIN_SCRIPT = 'main script';

/** Bytes on the wire of one address in each coding (issue 17). */
export interface TransferSize {
  name: string;
  path: string;
  plain: number;
  br: number;
  gzip: number;
}

/** The body's length as sent, for an Accept-Encoding (none: the plain bytes). */
function bytesSent(url: string, acceptEncoding?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    const outgoing = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The largest script the home page names (its first-paint code; styles are inlined into pages). */
async function mainScript(shopUrl: string): Promise<string> {
  const home = await (await fetch(`${shopUrl}/`)).text();
  const scripts = [...new Set([...home.matchAll(/\/_astro\/[\w.-]+\.js/g)].map((match) => match[0]))];
  const sizes = await Promise.all(
    scripts.map(async (path) => [path, await bytesSent(`${shopUrl}${path}`)] as const),
  );
  const largest = sizes.sort((a, b) => b[1] - a[1])[0];
  if (!largest) throw new Error('The home page names no script.');
  return largest[0];
}

/**
 * Bytes each page type and the main script take on the wire in brotli (a browser over https),
 * in gzip (over plain http) and plain (a client that asks for no coding).
 */
export async function measureTransfer(shopUrl: string, pages: BenchPages): Promise<TransferSize[]> {
  const addresses = { ...pages, [MAIN_SCRIPT]: await mainScript(shopUrl) };
  const sizes: TransferSize[] = [];
  for (const [name, path] of Object.entries(addresses)) {
    const url = `${shopUrl}${path}`;
    const br = await bytesSent(url, 'gzip, deflate, br, zstd');
    sizes.push({ name, path, br, gzip: await bytesSent(url, 'gzip, deflate'), plain: await bytesSent(url) });
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as Markdown, one line (also printed alone by `npm run bench:transfer`). */
export function renderTransfer(sizes: readonly TransferSize[]): string[] {
  const items = sizes.map(
    (size) =>
      `${size.name === MAIN_SCRIPT ? `${size.name} (\`${size.path}\`)` : size.name} ${kb(size.br)} / ${kb(size.gzip)} / ${kb(size.plain)} (${Math.round((1 - size.br / size.plain) * 100)} % less in brotli)`,
  );
  return [`- Transfer (bytes on the wire, brotli / gzip / plain): ${items.join('; ')}.`];
}
