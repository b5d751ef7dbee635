import type { Context, Hono } from 'hono';
import type { OrderRatings } from '@shop/contract/ratings';
import { fieldErrors } from '../accounts/validation.ts';
import type { AppEnv } from '../http/env.ts';
import { HttpError } from '../http/errors.ts';
import { jsonBody, pathId } from '../http/params.ts';
import { createRatingTokens } from '../orders/rating-token.ts';
import { currentShopper } from '../orders/shopper.ts';
import { createOrderStore, isOwner, type OrderLineRecord, type OrderRecord } from '../orders/store.ts';
import { createOrderRatingStore, RATING_LIMITS } from '../ratings/order-ratings.ts';
import type { SandboxState } from '../state.ts';
import { ORDER_NOT_FOUND } from './orders.ts';

const RATING_PATH = '/store-front/api/rating';
const LINE_NOT_FOUND = 'Producto del pedido no encontrado.';
export const NOT_DELIVERED = 'Podrás valorar los productos cuando recibas el pedido.';
const MESSAGES = {
  rating: `La puntuación debe ser un número entero entre ${RATING_LIMITS.minStars} y ${RATING_LIMITS.maxStars}.`,
  title: `El título debe tener entre ${RATING_LIMITS.titleMin} y ${RATING_LIMITS.titleMax} caracteres.`,
  comment: `El comentario debe tener entre ${RATING_LIMITS.commentMin} y ${RATING_LIMITS.commentMax} caracteres.`,
  voteFirst: 'Puntúa el producto antes de escribir tu opinión.',
} as const;

/** A trimmed text whose length (in characters) is within bounds, else null. */
function boundedText(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const length = [...text].length;
  return length >= min && length <= max ? text : null;
}

/**
 * Rating the products of a delivered order (spec §7 "Ratings", the shop's /ratings/{id} page): the
 * order's lines with their votes, a vote per line (1–5, changeable) and a review per line that
 * joins the footer's list. The order's owner may rate; so may anyone with the token of the
 * WhatsApp link (`?token=` on the GET, `token` in the bodies), without logging in. Nobody else:
 * not a session that looked the order up as a guest.
 */
export function orderRatingRoutes(app: Hono<AppEnv>, state: SandboxState): void {
  const orders = createOrderStore(state.db);
  const ratings = createOrderRatingStore(state.db);
  const tokens = createRatingTokens(state.db);

  /** The order if the caller may rate it: 404 otherwise (as an unknown one), 422 before delivery. */
  const rateable = (c: Context, order: OrderRecord | null, token: unknown): OrderRecord => {
    const shopper = currentShopper(c, state.sessions);
    // The buyer (their login, or the guest session that placed it) or the WhatsApp link's token:
    // a guest lookup's grant never lets anyone rate, nor publish a review under the buyer's name.
    const allowed =
      order !== null &&
      (tokens.verify(order.id, token) || (shopper !== null && isOwner(shopper.owner, order)));
    if (!allowed) throw new HttpError(404, ORDER_NOT_FOUND);
    if (order.status !== 'delivered') throw new HttpError(422, NOT_DELIVERED);
    return order;
  };
  /** The line of the path and its order, once the caller may rate it. */
  const rateableLine = (c: Context, token: unknown): { line: OrderLineRecord; order: OrderRecord } => {
    const line = orders.line(pathId(c.req.param('lineId'), LINE_NOT_FOUND));
    if (!line) throw new HttpError(404, LINE_NOT_FOUND);
    return { line, order: rateable(c, orders.find(line.order_id), token) };
  };
  const itemOf = (order: OrderRecord, lineId: number) =>
    ratings.items(order.id, orders.lines(order.id), state.urls).find((item) => item.id === lineId)!;

  app.get(`${RATING_PATH}/:orderId/voted`, (c) => {
    const orderId = pathId(c.req.param('orderId'), ORDER_NOT_FOUND);
    const order = rateable(c, orders.find(orderId), c.req.query('token'));
    const body: { data: OrderRatings } = {
      data: { order_id: order.id, items: ratings.items(order.id, orders.lines(order.id), state.urls) },
    };
    return c.json(body);
  });

  app.post(`${RATING_PATH}/:lineId/rate`, async (c) => {
    const body = await jsonBody(c);
    const { line, order } = rateableLine(c, body.token);
    const { rating } = body;
    if (
      typeof rating !== 'number' ||
      !Number.isInteger(rating) ||
      rating < RATING_LIMITS.minStars ||
      rating > RATING_LIMITS.maxStars
    ) {
      throw new HttpError(422, MESSAGES.rating, { rating: [MESSAGES.rating] });
    }
    ratings.vote(line, rating);
    return c.json({ data: itemOf(order, line.id) });
  });

  app.post(`${RATING_PATH}/:lineId/review`, async (c) => {
    const body = await jsonBody(c);
    const { line, order } = rateableLine(c, body.token);
    const out = fieldErrors();
    const title = boundedText(body.title, RATING_LIMITS.titleMin, RATING_LIMITS.titleMax);
    const comment = boundedText(body.comment, RATING_LIMITS.commentMin, RATING_LIMITS.commentMax);
    if (title === null) out.add('title', MESSAGES.title);
    if (comment === null) out.add('comment', MESSAGES.comment);
    if (ratings.stars(line.id) === null) out.add('rating', MESSAGES.voteFirst);
    out.throwIfAny();
    ratings.review(line, { title: title!, comment: comment! }, order.shipping_address.name);
    return c.json({ data: itemOf(order, line.id) });
  });
}
