// What nginx answers compressed (src/server/README.md, "Compression"): static files in the build's own copies,
// proxied answers in the instance's coding (passed on, never decoded), and what an instance sends
// plain (an error page) compressed by nginx itself; a client without Accept-Encoding gets plain bytes.
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

interface Raw {
  status: number;
  encoding: string | undefined;
  vary: string;
  /** The body decoded from its Content-Encoding, as a browser reads it. */
  text: string;
  /** Bytes on the wire. */
  sent: number;
}

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A body decoded from its Content-Encoding. */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** A GET whose body arrives as sent (fetch would decode it and hide the coding). */
function get(url: string, acceptEncoding?: string): Promise<Raw> {
  const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const onResponse = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode ?? 0,
          encoding,
          vary: String(res.headers.vary ?? ''),
          text: decode(body, encoding).toString(),
          sent: body.byteLength,
        });
      });
    };
    const req = request(url, { headers }, onResponse);
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = 'gzip, deflate, br, zstd';

/** The largest script the home page names: one with compressed copies (a file under 1 KiB has none). */
async function largestScript(url: string): Promise<string> {
  const home = (await get(`${url}/`)).text;
  const scripts = [...new Set([...home.matchAll(/\/_astro\/[\w.-]+\.js/g)].map((match) => match[0]))];
  const sizes = await Promise.all(
    scripts.map(async (path) => ({ path, bytes: (await get(`${url}${path}`)).sent })),
  );
  const largest = sizes.sort((a, b) => b.bytes - a.bytes)[0];
  expect(largest !== undefined, 'The home page names no script.');
  return largest.path;
}
const variesOnCoding = (raw: Raw) => /(^|,)\s*accept-encoding\s*(,|$)/i.test(raw.vary);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Through nginx: the home page and the home page's largest script in the build's brotli copy (with Debian's
 * brotli_static module) or gzip copy, decoding to the instance's plain bytes; the same page plain
 * to a client that asks for no coding; a product page in the instance's own brotli; a missing
 * page's 404, which the instance sends plain, gzipped by nginx. Returns one line per case.
 */
export async function checkCompression(
  nginxUrl: string,
  instanceUrl: string,
  product: string,
  brotliStatic: boolean,
): Promise<string[]> {
  const lines: string[] = [];
  const fileCoding = brotliStatic ? 'br' : 'gzip';
  for (const path of ['/', await largestScript(nginxUrl)]) {
    const [coded, plain, direct] = await Promise.all([
      get(`${nginxUrl}${path}`, BROWSER),
      get(`${nginxUrl}${path}`),
      get(`${instanceUrl}${path}`),
    ]);
    expect(
      coded.status === 200 && coded.encoding === fileCoding,
      `nginx answered ${path} to a browser with ${coded.status} '${coded.encoding ?? 'no coding'}', not 200 '${fileCoding}'.`,
    );
    expect(variesOnCoding(coded), `nginx's ${path} in ${fileCoding} does not say Vary: Accept-Encoding.`);
    expect(
      plain.encoding === undefined,
      `nginx answered ${path} in '${plain.encoding}' to a client without Accept-Encoding.`,
    );
    expect(
      coded.text === direct.text && plain.text === direct.text,
      `${path} from nginx, decoded or plain, differs from the instance's plain bytes.`,
    );
    lines.push(
      `${path} from nginx's disk: ${kb(coded.sent)} ${fileCoding} (the build's copy) against ${kb(plain.sent)} plain, the same bytes decoded`,
    );
  }

  const page = await get(`${nginxUrl}${product}`, BROWSER);
  expect(
    page.status === 200 && page.encoding === 'br' && variesOnCoding(page) && page.text.includes('</html>'),
    `${product} through nginx: ${page.status} '${page.encoding ?? 'no coding'}' (Vary '${page.vary}'), not the instance's brotli.`,
  );
  const gzipOnly = await get(`${nginxUrl}${product}`, 'gzip');
  expect(
    gzipOnly.encoding === 'gzip',
    `${product} through nginx in '${gzipOnly.encoding}' to a gzip-only client.`,
  );
  lines.push(`${product} (an instance's page): ${kb(page.sent)} br from the instance, passed on as it is`);

  const missing = await get(`${nginxUrl}/no-existe-esta-pagina-xyz`, 'gzip');
  expect(
    missing.status === 404 && missing.encoding === 'gzip',
    `A missing page through nginx: ${missing.status} '${missing.encoding ?? 'no coding'}', not a gzipped 404.`,
  );
  lines.push(`a 404 page the instance sends plain: gzipped by nginx (${kb(missing.sent)})`);
  return lines;
}
