/**
 * A read the page or island can do without (the coupons a cart may offer, the shops of a client,
 * the other ways to pay after a denied card): its failure leaves `without` in its place and the rest
 * stands. The one door for such reads, so the two kinds are told apart in code: a read the page
 * cannot work without is never passed here. Its failure fails the page with spec §8's error and
 * status (src/server/http/page-errors.ts), so an outage is never shown as an empty answer ('No hay
 * formas de envío a ese código postal' when the API did not say).
 */
export function optionalRead<T, W = T>(read: Promise<T>, without: W): Promise<T | W> {
  return read.catch(() => without);
}
