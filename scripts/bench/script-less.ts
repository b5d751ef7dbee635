import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import { lighthouseScores } from './lighthouse.ts';
import type { BenchPages } from './pages.ts';

/**
 * "At the limit" (issue 17 item 4): each page type as the shop serves it against the same page with
 * every script removed, its best possible paint. Both go through one proxy in front of the same
 * server, so they differ only in their scripts: documents are fetched plain, stripped (or not) and
 * sent brotli-compressed alike; every other file passes through untouched.
 */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/g;

/** The page without its scripts: what no JavaScript at all would paint. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '');
}

export interface LimitRatio {
  page: { fcpMs: number; lcpMs: number; performance: number };
  limit: { fcpMs: number; lcpMs: number; performance: number };
  fcpRatio: number;
  lcpRatio: number;
}

/** Budgets of issue 17 item 4. */
export const MAX_LCP_RATIO = 1.1;
export const MAX_FCP_RATIO = 1.2;

const isDocument = (incoming: IncomingMessage) => (incoming.headers.accept ?? '').includes('text/html');

function proxy(shopUrl: string, strip: boolean): Promise<Server> {
  const shop = new URL(shopUrl);
  const server = createServer((incoming, outgoing) => {
    const document = isDocument(incoming);
    const headers = { ...incoming.headers, host: shop.host };
    if (document) headers['accept-encoding'] = 'identity';
    const upstream = httpRequest(
      { hostname: shop.hostname, port: shop.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!document || !type.includes('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const body = brotliCompressSync(strip ? withoutScripts(html) : html, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          });
          const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...rest,
            'content-encoding': 'br',
            'content-length': body.length,
          });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const origin = (server: Server) => `http://localhost:${(server.address() as AddressInfo).port}`;

/** Lighthouse performance (median of `runs`) of each page as built and at its limit, with the ratios. */
export async function measureLimitRatios(
  shopUrl: string,
  paths: Readonly<Record<keyof BenchPages, string>>,
  runs: number,
): Promise<Record<string, LimitRatio>> {
  const [built, bare] = await Promise.all([proxy(shopUrl, false), proxy(shopUrl, true)]);
  try {
    const urls: Record<string, string> = {};
    for (const [name, path] of Object.entries(paths)) {
      urls[`${name}:page`] = `${origin(built)}${path}`;
      urls[`${name}:limit`] = `${origin(bare)}${path}`;
    }
    const scores = await lighthouseScores(urls, runs, ['performance']);
    const ratios: Record<string, LimitRatio> = {};
    for (const name of Object.keys(paths)) {
      const page = scores[`${name}:page`]!;
      const limit = scores[`${name}:limit`]!;
      ratios[name] = {
        page: { fcpMs: page.fcpMs, lcpMs: page.lcpMs, performance: page.performance },
        limit: { fcpMs: limit.fcpMs, lcpMs: limit.lcpMs, performance: limit.performance },
        fcpRatio: page.fcpMs / limit.fcpMs,
        lcpRatio: page.lcpMs / limit.lcpMs,
      };
    }
    return ratios;
  } finally {
    built.close();
    bare.close();
  }
}
