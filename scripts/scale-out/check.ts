// `npm run check:scale-out`: the shop as in production (scripts/scale-out/README.md): nginx ends
// TLS and serves the static output itself, two storefront instances behind it answer the rest
// round robin. Forms must work over https (the origin check sees the public origin), forged ones
// must not, a shopper's session (the API's cookie) must survive being answered by either instance,
// a whole card purchase with 3-D Secure must come back to the https origin, and the form limits
// (src/server/README.md, "Form limits") must hold across instances through Redis, failing open when it is down.
// Exits 0 when every step holds, 1 otherwise (nginx or redis-server missing and not installable included).
import { checkCompression } from './compression.ts';
import { checkCrossSitePosts, checkEdgeAnswers } from './edge.ts';
import { checkSessionAcrossInstances, upstreamOf } from './journey.ts';
import { checkRedisDownFailsOpen, checkSharedLoginLimit } from './limits.ts';
import { checkPurchaseOverHttps } from './purchase.ts';
import { startScaleOut } from './stack.ts';
import { SEED_FACTS } from '@shop/sandbox-api';

/** A product page of the sandbox's seed: rendered by an instance, through nginx. */
const PRODUCT_PAGE = SEED_FACTS.pan.path;

/** Headers a static page must carry from nginx exactly as from an instance. */
const STATIC_HEADERS = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
];

/** The home page comes from nginx's disk (no instance), with the headers an instance gives it. */
async function checkStaticFromNginx(nginxUrl: string, instanceUrl: string, accessLog: string): Promise<void> {
  const [viaNginx, direct] = await Promise.all([fetch(`${nginxUrl}/`), fetch(`${instanceUrl}/`)]);
  if (viaNginx.status !== 200) throw new Error(`nginx answered / with ${viaNginx.status}.`);
  // An instance always answers with its X-Request-Id; nginx serving a file has none to give.
  const upstream = await upstreamOf(accessLog, viaNginx.headers.get('x-request-id'));
  if (upstream) throw new Error(`/ was proxied to ${upstream}: nginx should serve static pages itself.`);
  const differing = STATIC_HEADERS.filter((name) => viaNginx.headers.get(name) !== direct.headers.get(name));
  if (differing.length) {
    const lines = differing.map(
      (name) => `  ${name}: nginx '${viaNginx.headers.get(name)}', instance '${direct.headers.get(name)}'`,
    );
    throw new Error(`A static page's headers differ between nginx and an instance:\n${lines.join('\n')}`);
  }
  if ((await viaNginx.text()) !== (await direct.text()))
    throw new Error('nginx and an instance serve a different home page.');
}

let failed = false;
let stack: Awaited<ReturnType<typeof startScaleOut>> | undefined;
try {
  stack = await startScaleOut();
  await checkStaticFromNginx(stack.nginxUrl, stack.instanceUrls[0]!, stack.accessLog);
  console.log('✓ nginx serves the static home page itself over https, with the headers an instance gives it');
  for (const line of await checkEdgeAnswers(stack.nginxUrl, stack.instanceUrls)) console.log(`✓ ${line}`);
  const instance = stack.instanceUrls[0]!;
  for (const line of await checkCompression(stack.nginxUrl, instance, PRODUCT_PAGE, stack.brotliStatic))
    console.log(`✓ ${line}`);
  for (const line of await checkCrossSitePosts(stack.nginxUrl)) console.log(`✓ ${line}`);
  const seen = await checkSessionAcrossInstances(
    stack.nginxUrl,
    stack.sandboxUrl,
    stack.instanceUrls.length,
    stack.accessLog,
  );
  console.log(
    `✓ ${seen.email} registered, confirmed the e-mail, logged in and put '${seen.product}' in the cart through nginx (${seen.secureCookies.join(', ')}: Secure)`,
  );
  for (const { path, what, upstreams } of seen.servedBy) {
    console.log(
      `✓ ${path} answered by ${upstreams.join(' and ')} (nginx's access log), each showing ${what}: one session across instances`,
    );
  }
  const purchase = await checkPurchaseOverHttps(stack.nginxUrl, stack.sandboxUrl);
  console.log(
    `✓ Chromium: ${purchase.email} registered, confirmed the e-mail by its link, logged in, out and in again (mt_cliente Secure), filled the cart, checked out and paid order ${purchase.orderId} by card with 3-D Secure`,
  );
  console.log(`✓ the bank sent the shopper back to ${purchase.returnedTo}`);
  console.log(`Form limits shared in Redis (${stack.redisUrl}):`);
  for (const line of await checkSharedLoginLimit(stack.nginxUrl, stack.accessLog)) console.log(`✓ ${line}`);
  const { nginxUrl, accessLog, stopRedis, instanceLogs } = stack;
  for (const line of await checkRedisDownFailsOpen(nginxUrl, accessLog, stopRedis, instanceLogs))
    console.log(`✓ ${line}`);
  console.log(`(nginx's access log, with the instance and request id of each request: ${stack.accessLog})`);
} catch (error) {
  failed = true;
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stack?.close();
}
console.log(`scale-out check: ${failed ? 'failed' : 'passed'}`);
process.exit(failed ? 1 : 0);
