/**
 * Removes a cookie of the test's page. With an expiry in the past, not `Max-Age=0`: happy-dom
 * dates that one "now" and drops it only once its clock has moved on, so a test reading cookies
 * within the same millisecond (or with fake timers started then) still found it, now and then.
 */
export function forgetCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookies, as the browser keeps them.
  document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
}
