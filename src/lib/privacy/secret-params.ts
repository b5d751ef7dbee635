/** Query parameters whose values are secrets or personal data: reset secrets, rating tokens, contacts, bank data. */
const SECRET_PARAMS = /^(secret|token|password|email|e-mail|phone|contact|mobile|code|ds_.*)$/i;
const REDACTED = 'x';

/**
 * An address with the values of secret-looking query parameters replaced, for anything that
 * leaves the request: the access log, and the page address analytics reports. Works on a full
 * URL or a path with its query.
 */
export function withoutSecrets(address: string): string {
  const queryAt = address.indexOf('?');
  if (queryAt < 0) return address;
  const hashAt = address.indexOf('#', queryAt);
  const end = hashAt < 0 ? address.length : hashAt;
  const params = new URLSearchParams(address.slice(queryAt + 1, end));
  for (const name of new Set(params.keys())) if (SECRET_PARAMS.test(name)) params.set(name, REDACTED);
  return `${address.slice(0, queryAt)}?${params.toString()}${address.slice(end)}`;
}

/**
 * The address with its secret-looking query parameters taken out altogether: what the address bar
 * shows once the page has read them (history.replaceState), so the secret is in no later Referer,
 * bookmark, shared screen or analytics hit.
 */
export function withoutSecretParams(address: string): string {
  const url = new URL(address, 'http://x');
  for (const name of new Set(url.searchParams.keys()))
    if (SECRET_PARAMS.test(name)) url.searchParams.delete(name);
  const relative = `${url.pathname}${url.search}${url.hash}`;
  return /^[a-z][a-z\d+.-]*:/i.test(address) ? `${url.origin}${relative}` : relative;
}
