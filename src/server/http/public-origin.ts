/**
 * The shop's public origin, from configuration (`SITE_URL`), never from the socket: behind a
 * TLS-terminating proxy the socket speaks plain http to the instance, while shoppers, the bank and
 * the API only ever see the public `https://` origin. Pure: `astro.config.mjs` uses it to build the
 * config, the server binds it to `SITE_URL` (`site.ts`).
 */

/** One entry of Astro's `security.allowedDomains` (its remote-pattern shape). */
export interface AllowedDomain {
  protocol: string;
  hostname: string;
  port?: string;
}

/**
 * Astro's `security.allowedDomains` for a site: its own protocol, host and (non-default) port,
 * nothing else. With it Astro trusts a proxy's `X-Forwarded-Proto`, `X-Forwarded-Host` and
 * `X-Forwarded-Port` only when they name this very origin, so `Astro.url`, and the origin its form
 * check compares `Origin` with, become the public origin behind the proxy; any other forwarded
 * value is ignored. (It also makes Astro read `Astro.clientAddress` from X-Forwarded-For when the
 * host validates: nothing of the shop uses that address.)
 */
export function allowedDomainsFor(siteUrl: string): AllowedDomain[] {
  const site = new URL(siteUrl);
  return [
    {
      protocol: site.protocol.slice(0, -1),
      hostname: site.hostname,
      // URL leaves `port` empty for the scheme's default one, and so must the pattern.
      ...(site.port ? { port: site.port } : {}),
    },
  ];
}

/** Whether shoppers reach the shop over https: then its cookies are `Secure` and HSTS is on. */
export function servesHttps(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === 'https:';
}

/** An absolute URL of the shop for others (the bank's 3-D Secure return, the API): on the public origin. */
export function publicUrlOf(siteUrl: string, path: string): string {
  return new URL(path, new URL(siteUrl).origin).href;
}
