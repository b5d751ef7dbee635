// `npm run check:scale-out`: the shop behind nginx with two storefront instances (README "Running
// behind nginx"). nginx serves the static output itself and proxies the rest round robin; a
// shopper's session (the API's cookie) must survive being answered by either instance.
// Exits 0 when every step holds, 1 otherwise (nginx missing and not installable included).
import { checkSessionAcrossInstances } from './journey.ts';
import { startScaleOut } from './stack.ts';

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

/** The home page comes from nginx's disk (no upstream), with the headers an instance gives it. */
async function checkStaticFromNginx(nginxUrl: string, instanceUrl: string): Promise<void> {
  const [viaNginx, direct] = await Promise.all([fetch(`${nginxUrl}/`), fetch(`${instanceUrl}/`)]);
  if (viaNginx.status !== 200) throw new Error(`nginx answered / with ${viaNginx.status}.`);
  const upstream = viaNginx.headers.get('x-shop-upstream');
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
  await checkStaticFromNginx(stack.nginxUrl, stack.instanceUrls[0]!);
  console.log('✓ nginx serves the static home page itself, with the headers an instance gives it');
  const seen = await checkSessionAcrossInstances(stack.nginxUrl, stack.sandboxUrl, stack.instanceUrls.length);
  console.log(`✓ ${seen.email} registered and put '${seen.product}' in the cart through nginx`);
  for (const { path, what, upstreams } of seen.servedBy) {
    console.log(
      `✓ ${path} answered by ${upstreams.join(' and ')}, each showing ${what}: one session across instances`,
    );
  }
  console.log(`(nginx's access log, with the instance of each request: ${stack.accessLog})`);
} catch (error) {
  failed = true;
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stack?.close();
}
console.log(`scale-out check: ${failed ? 'failed' : 'passed'}`);
process.exit(failed ? 1 : 0);
