/** Rating a delivered order (routes/order-ratings.ts): votes, reviews, the WhatsApp link's token. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contract/catalogue';
import type { ApiErrorBody } from '@shop/contract/errors';
import type { Order } from '@shop/contract/orders';
import type { Paginated } from '@shop/contract/paginated';
import type { OrderRatingItem, OrderRatings, Rating } from '@shop/contract/ratings';
import { registerClient, type SessionClient, sessionClient, withSandbox } from '../../testing/helpers.ts';
import {
  GUEST_ORDERS,
  moveOrder,
  placedGuestOrder,
  PRODUCTS,
  whatsappFor,
} from '../../testing/order-helpers.ts';

type Body<T> = { data: T } & ApiErrorBody;
const RATING = '/store-front/api/rating';

const sandbox = withSandbox();

/** The token of the rating link sent by WhatsApp when the order was delivered. */
async function ratingToken(orderId: number): Promise<string> {
  const delivered = (await whatsappFor(sandbox, orderId)).find(
    (message) => message.payload.status === 'delivered',
  );
  const url = new URL(delivered!.payload.rating_url as string);
  expect(url.pathname).toBe(`/ratings/${orderId}`);
  return url.searchParams.get('token')!;
}

const product = async (id: number) =>
  (await sandbox.json<{ data: Product }>(`/api/v2/catalog/products/${id}`)).body.data;

describe('rating a delivered order', () => {
  let owner: SessionClient;
  let order: Order;
  let token: string;

  beforeAll(async () => {
    ({ client: owner, order } = await placedGuestOrder(sandbox, {
      lines: [
        { id: PRODUCTS.pan, quantity: 1 },
        { id: PRODUCTS.cheap, quantity: 2 },
      ],
    }));
  });

  it('waits for the delivery', async () => {
    const early = await owner.json<ApiErrorBody>('GET', `${RATING}/${order.id}/voted`);
    expect([early.status, early.body.message]).toEqual([
      422,
      'Podrás valorar los productos cuando recibas el pedido.',
    ]);
    const vote = await owner.json<ApiErrorBody>('POST', `${RATING}/${order.items[0]!.id}/rate`, {
      rating: 5,
    });
    expect(vote.status).toBe(422);
    await moveOrder(sandbox, order.id, 'delivered');
    token = await ratingToken(order.id);
  });

  it('lists the order’s lines, none voted yet, to the owner', async () => {
    const { status, body } = await owner.json<Body<OrderRatings>>('GET', `${RATING}/${order.id}/voted`);
    expect(status).toBe(200);
    expect(body.data.order_id).toBe(order.id);
    expect(body.data.items).toEqual(
      order.items.map((item) => ({
        id: item.id,
        product: {
          id: item.product.id,
          name: item.product.name,
          image: item.product.image,
          url_path: item.product.url_path,
        },
        voted: false,
        rating: null,
        review: null,
      })),
    );
  });

  it('lets the WhatsApp link’s token in without the owner’s session, and nothing else', async () => {
    const stranger = await sessionClient(sandbox).start();
    const withToken = await stranger.json<Body<OrderRatings>>(
      'GET',
      `${RATING}/${order.id}/voted?token=${encodeURIComponent(token)}`,
    );
    expect(withToken.status).toBe(200);
    for (const query of ['', '?token=nope', `?token=${token}x`]) {
      const answer = await stranger.json<ApiErrorBody>('GET', `${RATING}/${order.id}/voted${query}`);
      expect([answer.status, answer.body.message]).toEqual([404, 'Pedido no encontrado.']);
    }
    // A token is for its own order only.
    const other = await placedGuestOrder(sandbox);
    await moveOrder(sandbox, other.order.id, 'delivered');
    const borrowed = await stranger.json(
      'GET',
      `${RATING}/${other.order.id}/voted?token=${encodeURIComponent(token)}`,
    );
    expect(borrowed.status).toBe(404);
    const vote = await stranger.json('POST', `${RATING}/${other.order.items[0]!.id}/rate`, {
      rating: 4,
      token,
    });
    expect(vote.status).toBe(404);
    expect((await stranger.json('POST', `${RATING}/999999/rate`, { rating: 4, token })).status).toBe(404);
  });

  it('never lets a guest lookup rate or review: not the looking session, not its account', async () => {
    const customer = await registerClient(sandbox);
    for (const looker of [await sessionClient(sandbox).start(), customer.client]) {
      const found = await looker.json('GET', `${GUEST_ORDERS}/${order.id}?email=lucia@example.com`);
      expect(found.status).toBe(200);
      const list = await looker.json<ApiErrorBody>('GET', `${RATING}/${order.id}/voted`);
      expect([list.status, list.body.message]).toEqual([404, 'Pedido no encontrado.']);
      const line = order.items[0]!.id;
      expect((await looker.json('POST', `${RATING}/${line}/rate`, { rating: 1 })).status).toBe(404);
      const review = await looker.json('POST', `${RATING}/${line}/review`, {
        title: 'Muy mal',
        comment: 'Reseña de quien no compró.',
      });
      expect(review.status).toBe(404);
    }
    const { body } = await sandbox.json<Paginated<Rating>>(`${RATING}?per_page=5`);
    expect(body.data.map((rating) => rating.comment)).not.toContain('Reseña de quien no compró.');
  });

  it('records a vote (changeable) and moves the product’s average', async () => {
    const before = await product(PRODUCTS.cheap);
    const line = order.items[1]!;
    const stranger = await sessionClient(sandbox).start();
    const rate = (body: unknown) =>
      stranger.json<Body<OrderRatingItem>>('POST', `${RATING}/${line.id}/rate`, body);
    for (const rating of [0, 6, 3.5, '4', null]) {
      const invalid = await rate({ rating, token });
      expect(invalid.status).toBe(422);
      expect(invalid.body.errors).toEqual({
        rating: ['La puntuación debe ser un número entero entre 1 y 5.'],
      });
    }
    const first = await rate({ rating: 2, token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: line.id, voted: true, rating: 2, review: null });
    const counted = await product(PRODUCTS.cheap);
    expect(counted.rating.count).toBe(before.rating.count + 1);
    const expected = (before.rating.average * before.rating.count + 2) / (before.rating.count + 1);
    expect(counted.rating.average).toBeCloseTo(expected, 2);

    const changed = await rate({ rating: 5, token });
    expect(changed.body.data.rating).toBe(5);
    const moved = await product(PRODUCTS.cheap);
    expect(moved.rating.count).toBe(before.rating.count + 1);
    expect(moved.rating.average).toBeGreaterThan(counted.rating.average);
  });

  it('a review needs a vote, bounded title and comment, and joins the footer list first', async () => {
    const line = order.items[0]!;
    const review = (body: unknown) =>
      owner.json<Body<OrderRatingItem>>('POST', `${RATING}/${line.id}/review`, body);
    const noVote = await review({ title: 'Muy buena', comment: 'Calienta rápido y no se pega nada.' });
    expect(noVote.status).toBe(422);
    expect(noVote.body.errors).toEqual({ rating: ['Puntúa el producto antes de escribir tu opinión.'] });
    await owner.json('POST', `${RATING}/${line.id}/rate`, { rating: 4 });
    const invalid = await review({ title: 'Ok', comment: 'Corto' });
    expect(invalid.body.errors).toEqual({
      title: ['El título debe tener entre 3 y 100 caracteres.'],
      comment: ['El comentario debe tener entre 10 y 1000 caracteres.'],
    });
    expect((await review({ title: 'x'.repeat(101), comment: 'y'.repeat(1001) })).status).toBe(422);

    const written = await review({ title: ' Muy buena ', comment: 'Calienta rápido y no se pega nada.' });
    expect(written.status).toBe(200);
    expect(written.body.data).toMatchObject({
      voted: true,
      rating: 4,
      review: { title: 'Muy buena', comment: 'Calienta rápido y no se pega nada.' },
    });
    const footer = await sandbox.json<Paginated<Rating>>(`${RATING}?per_page=2`);
    expect(footer.body.data[0]).toMatchObject({
      title: 'Muy buena',
      comment: 'Calienta rápido y no se pega nada.',
      rating: 4,
      author: 'Lucía',
      product: { id: PRODUCTS.pan, url_path: line.product.url_path },
    });
    const total = footer.body.meta.total;

    // Editing the review or the vote changes the same footer entry.
    await review({ title: 'Excelente', comment: 'Después de un mes sigue como el primer día.' });
    await owner.json('POST', `${RATING}/${line.id}/rate`, { rating: 5 });
    const edited = await sandbox.json<Paginated<Rating>>(`${RATING}?per_page=2`);
    expect(edited.body.meta.total).toBe(total);
    expect(edited.body.data[0]).toMatchObject({ title: 'Excelente', rating: 5 });
  });

  it('keeps votes and reviews across a restart', async () => {
    await sandbox.restart();
    const { body } = await owner.json<Body<OrderRatings>>('GET', `${RATING}/${order.id}/voted`);
    expect(body.data.items.map((item) => [item.voted, item.rating, item.review?.title ?? null])).toEqual([
      [true, 5, 'Excelente'],
      [true, 5, null],
    ]);
    // The token keeps working: its secret is stored with the data.
    const stranger = await sessionClient(sandbox).start();
    const again = await stranger.json(
      'GET',
      `${RATING}/${order.id}/voted?token=${encodeURIComponent(token)}`,
    );
    expect(again.status).toBe(200);
  });
});
