// What nginx and the shop answer at the edge, over https: forged posts, the metrics, a missing
// asset, a post too large, and what the response headers let visitors see.
import { CLIENT_MAX_BODY_SIZE } from './nginx-config.ts';
import { SEED_FACTS } from '@shop/sandbox-api';

/** A site that is not the shop, as a forged form's Origin. */
const OTHER_SITE = 'https://evil.example';
/** Words of the shop's Spanish 403 page (src/i18n/es/errors.ts, crossSite). */
const CROSS_SITE_PAGE_TEXT = 'Envío no permitido';
const LOGIN_FORM = { email: 'cliente@example.com', password: 'Mercado2026!' };

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const post = (url: string, headers: Record<string, string>, body: string | URLSearchParams) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers, body });

/**
 * Cross-site posts to the login form get 403 through nginx: the browser's own view of a forged
 * form (another Origin and `Sec-Fetch-Site: cross-site`), and each CSRF layer on its own: Astro's
 * origin check (another Origin, no Fetch Metadata) and the shop's Sec-Fetch-Site middleware (the
 * right Origin, as a proxy might forge, but a cross-site request). The shop's own form, posted
 * the same way from its origin, is not refused. Returns one line per case, for the report.
 */
export async function checkCrossSitePosts(nginxUrl: string): Promise<string[]> {
  const form = () => new URLSearchParams(LOGIN_FORM);
  const cases: { what: string; headers: Record<string, string>; page?: string }[] = [
    {
      what: `Origin ${OTHER_SITE} and Sec-Fetch-Site: cross-site`,
      headers: { Origin: OTHER_SITE, 'Sec-Fetch-Site': 'cross-site' },
    },
    { what: `Origin ${OTHER_SITE} alone (the origin check)`, headers: { Origin: OTHER_SITE } },
    {
      what: "the shop's own Origin with Sec-Fetch-Site: cross-site (the shop's middleware)",
      headers: { Origin: nginxUrl, 'Sec-Fetch-Site': 'cross-site' },
      page: CROSS_SITE_PAGE_TEXT,
    },
    {
      what: 'Sec-Fetch-Site: same-site (a sibling subdomain)',
      headers: { Origin: nginxUrl, 'Sec-Fetch-Site': 'same-site' },
    },
  ];
  const lines: string[] = [];
  for (const { what, headers, page } of cases) {
    const response = await post(`${nginxUrl}/login`, headers, form());
    const body = await response.text();
    expect(
      response.status === 403,
      `A cross-site post to /login with ${what} answered ${response.status}, not 403.`,
    );
    if (page)
      expect(body.includes(page), `The 403 to ${what} is not the shop's Spanish page: ${body.slice(0, 200)}`);
    lines.push(`POST /login with ${what}: 403`);
  }
  const own = await post(`${nginxUrl}/login`, { Origin: nginxUrl, 'Sec-Fetch-Site': 'same-origin' }, form());
  expect(own.status === 303, `The shop's own login form answered ${own.status} through nginx, not 303.`);
  lines.push(`POST /login from the shop's own https origin: ${own.status} (logged in)`);
  return lines;
}

/** An asset of the home page (`/_astro/…`), to ask nginx for. */
async function someAsset(nginxUrl: string): Promise<string> {
  const html = await (await fetch(`${nginxUrl}/`)).text();
  const asset = html.match(/["'](\/_astro\/[^"'?#]+)["']/)?.[1];
  expect(Boolean(asset), 'The home page names no /_astro/ file.');
  return asset!;
}

/**
 * nginx's own answers: an asset kept a year but a missing one never, /metrics refused, a post over
 * the shop's limit refused before any instance reads it, and no header naming an instance.
 */
export async function checkEdgeAnswers(nginxUrl: string, instanceUrls: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  const assetPath = await someAsset(nginxUrl);
  const asset = await fetch(`${nginxUrl}${assetPath}`);
  await asset.arrayBuffer();
  expect(asset.status === 200, `${assetPath} answered ${asset.status}.`);
  expect(
    asset.headers.get('cache-control')?.includes('immutable') === true,
    `${assetPath} is not kept: Cache-Control '${asset.headers.get('cache-control')}'.`,
  );
  const missing = await fetch(`${nginxUrl}/_astro/no-such-file.0000.js`);
  await missing.arrayBuffer();
  expect(missing.status === 404, `A missing asset answered ${missing.status}, not 404.`);
  expect(
    missing.headers.get('cache-control') === 'no-store',
    `A missing asset's 404 says Cache-Control '${missing.headers.get('cache-control')}', not 'no-store'.`,
  );
  lines.push(`${assetPath}: 200 '${asset.headers.get('cache-control')}'; a missing asset: 404 'no-store'`);

  const metrics = await fetch(`${nginxUrl}/metrics`);
  const metricsBody = await metrics.text();
  expect(
    metrics.status === 404 && !metricsBody.includes('# HELP'),
    `/metrics answered ${metrics.status} through nginx.`,
  );
  lines.push('/metrics: 404 from nginx');

  const tooLarge = await post(
    `${nginxUrl}/login`,
    {
      Origin: nginxUrl,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    `email=${'a'.repeat(64 * 1024)}`,
  );
  await tooLarge.arrayBuffer();
  expect(
    tooLarge.status === 413,
    `A post over ${CLIENT_MAX_BODY_SIZE} answered ${tooLarge.status}, not 413.`,
  );
  lines.push(`a post over ${CLIENT_MAX_BODY_SIZE}: 413`);

  const instancePorts = instanceUrls.map((url) => new URL(url).port);
  for (const path of ['/', '/login', '/cart', SEED_FACTS.pan.path, assetPath]) {
    const response = await fetch(`${nginxUrl}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    const leaking = [...response.headers].filter(
      ([name, value]) =>
        name === 'x-shop-upstream' || instancePorts.some((port) => value.includes(`127.0.0.1:${port}`)),
    );
    expect(
      leaking.length === 0,
      `${path} names an instance to visitors: ${leaking.map(([name, value]) => `${name}: ${value}`).join('; ')}`,
    );
  }
  lines.push('no response header names an instance');
  return lines;
}
