import { describe, expect, it } from 'vitest';
import { Data, Paginated } from '@shop/contract/paginated';
import { OrderRatingItem, OrderRatings, Rating, RateRequest, ReviewRequest } from '@shop/contract/ratings';
import { expectContract, moveOrder, placedGuestOrder, withSandbox } from './support/sandbox-answers.ts';

const sandbox = withSandbox();
const RATING = '/store-front/api/rating';

describe('rating answers (spec §7 "Ratings")', () => {
  it('the footer list of published reviews', async () => {
    const { status, body } = await sandbox.json(`${RATING}?per_page=20`);
    expect(status).toBe(200);
    expect(expectContract(Paginated(Rating), body).data).toHaveLength(20);
  });

  it("a delivered order's lines: voted, voted again, reviewed, then published", async () => {
    const { client, order } = await placedGuestOrder(sandbox);
    expect((await moveOrder(sandbox, order.id, 'delivered')).status).toBe(200);
    const voted = await client.json('GET', `${RATING}/${order.id}/voted`);
    const ratings = expectContract(Data(OrderRatings), voted.body).data;
    const line = ratings.items[0]!;
    expect(line).toMatchObject({ voted: false, rating: null, review: null });
    const rated = await client.json('POST', `${RATING}/${line.id}/rate`, RateRequest.parse({ rating: 4 }));
    expect(expectContract(Data(OrderRatingItem), rated.body).data).toMatchObject({ voted: true, rating: 4 });
    const review = ReviewRequest.parse({ title: 'Muy buena', comment: 'Calienta rápido y no se pega nada.' });
    const reviewed = await client.json('POST', `${RATING}/${line.id}/review`, review);
    expect(expectContract(Data(OrderRatingItem), reviewed.body).data.review).toEqual({
      title: review.title,
      comment: review.comment,
    });
    const { body } = await sandbox.json(`${RATING}?per_page=1`);
    expect(expectContract(Paginated(Rating), body).data[0]).toMatchObject({ title: 'Muy buena', rating: 4 });
  });
});
