/**
 * A Set-Cookie value with the `Secure` attribute when `secure` (the shop is served over https), so
 * the browser never sends the cookie over plain http. The shop's own cookies (`mt_cliente`, the
 * cart notice) are built without it and get it here, where the server writes them
 * (`server/visits/private-page.ts`, which decides `secure` from SITE_URL). Never removes one.
 */
export function withSecure(setCookie: string, secure: boolean): string {
  if (!secure) return setCookie;
  const attributes = setCookie.split(';').slice(1);
  return attributes.some((attribute) => attribute.trim().toLowerCase() === 'secure')
    ? setCookie
    : `${setCookie}; Secure`;
}
