import { request } from 'node:http';
import { HTML_BROTLI_BUDGET_BYTES, HTML_PLAIN_BUDGET_BYTES } from '../lib/prerendered-pages.ts';
import { type BenchPages, LARGEST_PREFIX } from './pages.ts';

/** The names of the main script's and the stylesheet's figures (the pages go by their bench names). */
const MAIN_SCRIPT = 'main script';
const STYLESHEET = 'stylesheet';
const ASSETS: readonly string[] = [MAIN_SCRIPT, STYLESHEET];

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

/** The largest of `paths` on the wire, plain. */
async function largestOf(shopUrl: string, paths: readonly string[]): Promise<string | undefined> {
  const sizes = await Promise.all(
    paths.map(async (path) => [path, await bytesSent(`${shopUrl}${path}`)] as const),
  );
  return sizes.sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The home page's largest script run at load, among its module scripts and their static imports
 * (small entry modules that import the shared chunk), and its stylesheet.
 */
async function mainAssets(shopUrl: string): Promise<{ script: string; stylesheet?: string }> {
  const home = await (await fetch(`${shopUrl}/`)).text();
  const named = (pattern: RegExp) => [...new Set([...home.matchAll(pattern)].map((match) => match[0]))];
  // Scripts the page runs at load (islands' component URLs load on interaction, with React).
  const entries = [
    ...new Set([...home.matchAll(/<script[^>]*\bsrc="(\/_astro\/[\w.-]+\.js)"/g)].map((match) => match[1]!)),
  ];
  const imported = await Promise.all(
    entries.map(async (path) =>
      [
        ...(await (await fetch(`${shopUrl}${path}`)).text()).matchAll(
          /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g,
        ),
      ].map((match) => `/_astro/${match[1]}`),
    ),
  );
  const script = await largestOf(shopUrl, [...new Set([...entries, ...imported.flat()])]);
  if (!script) throw new Error('The home page names no script.');
  return { script, stylesheet: await largestOf(shopUrl, named(/\/_astro\/[\w.-]+\.css/g)) };
}

/**
 * Bytes each page (by bench name: each page type's representative and the largest pre-rendered
 * page of each type) and the main script take on the wire in brotli (a browser over https), in
 * gzip (over plain http) and plain (a client that asks for no coding).
 */
export async function measureTransfer(
  shopUrl: string,
  pages: BenchPages,
  largest: Readonly<Record<string, string>> = {},
): Promise<TransferSize[]> {
  const { script, stylesheet } = await mainAssets(shopUrl);
  const addresses = {
    ...pages,
    ...largest,
    [MAIN_SCRIPT]: script,
    ...(stylesheet ? { [STYLESHEET]: stylesheet } : {}),
  };
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
      `${ASSETS.includes(size.name) || size.name.startsWith(LARGEST_PREFIX) ? `${size.name} (\`${size.path}\`)` : size.name} ${kb(size.br)} / ${kb(size.gzip)} / ${kb(size.plain)} (${Math.round((1 - size.br / size.plain) * 100)} % less in brotli)`,
  );
  const pages = sizes.filter((size) => !ASSETS.includes(size.name));
  const lean = pages.every(
    (size) => size.plain <= HTML_PLAIN_BUDGET_BYTES && size.br <= HTML_BROTLI_BUDGET_BYTES,
  );
  return [
    `- Transfer (bytes on the wire, brotli / gzip / plain): ${items.join('; ')}.`,
    `- HTML budgets (issue 17): every page ≤ ${kb(HTML_PLAIN_BUDGET_BYTES)} plain and ≤ ${kb(HTML_BROTLI_BUDGET_BYTES)} in brotli, checked on each type's representative and its largest pre-rendered page: ${
      lean
        ? 'within budget'
        : `**over budget** (${pages
            .filter((size) => size.plain > HTML_PLAIN_BUDGET_BYTES || size.br > HTML_BROTLI_BUDGET_BYTES)
            .map((size) => size.name)
            .join(', ')})`
    }.`,
  ];
}
