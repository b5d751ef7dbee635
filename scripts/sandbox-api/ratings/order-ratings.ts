import type { DatabaseSync } from 'node:sqlite';
import type { OrderRatingItem } from '@shop/contract/ratings';
import { imageUrl, type PublicUrls } from '../catalog/serialize.ts';
import { allRows, oneRow, transaction } from '../db.ts';
import type { OrderLineRecord } from '../orders/store.ts';

/** Bounds of a vote and a review (the messages name them). */
export const RATING_LIMITS = {
  minStars: 1,
  maxStars: 5,
  titleMin: 3,
  titleMax: 100,
  commentMin: 10,
  commentMax: 1000,
} as const;

interface VoteRow {
  line_id: number;
  rating: number;
  rating_id: number | null;
  title: string | null;
  comment: string | null;
}

/**
 * Votes and reviews of an order's lines. A vote (1–5 stars, changeable) counts in its product's
 * `rating_avg` / `rating_count`; a review is a row of `ratings`, the table the footer carousel
 * lists newest first, authored with the buyer's first name. Changing the vote changes the review's
 * stars and moves the product's average; a product's count grows once per order line.
 */
export function createOrderRatingStore(db: DatabaseSync) {
  const votes = db.prepare(`SELECT v.line_id, v.rating, v.rating_id, r.title, r.comment
    FROM order_ratings v LEFT JOIN ratings r ON r.id = v.rating_id WHERE v.order_id = ?`);
  const vote = db.prepare('SELECT * FROM order_ratings WHERE line_id = ?');
  const insertVote = db.prepare(`INSERT INTO order_ratings (line_id, order_id, product_id, rating, voted_at)
    VALUES (?, ?, ?, ?, ?)`);
  const changeVote = db.prepare('UPDATE order_ratings SET rating = ?, voted_at = ? WHERE line_id = ?');
  const setReview = db.prepare('UPDATE order_ratings SET rating_id = ?, reviewed_at = ? WHERE line_id = ?');
  // The average is kept to two decimals and inside the star range whatever the rounding did before.
  const clamp = (expression: string) =>
    `MIN(${RATING_LIMITS.maxStars}, MAX(${RATING_LIMITS.minStars}, ROUND(${expression}, 2)))`;
  const countVote = db.prepare(`UPDATE products SET
      rating_avg = ${clamp('(rating_avg * rating_count + :stars) / (rating_count + 1)')},
      rating_count = rating_count + 1 WHERE id = :id`);
  const moveVote = db.prepare(`UPDATE products SET
      rating_avg = ${clamp('(rating_avg * rating_count - :before + :stars) / rating_count')}
    WHERE id = :id AND rating_count > 0`);
  const insertRating =
    db.prepare(`INSERT INTO ratings (product_id, title, comment, rating, author, created_at)
    VALUES (?, ?, ?, ?, ?, ?) RETURNING id`);
  const updateRating = db.prepare('UPDATE ratings SET title = ?, comment = ?, rating = ? WHERE id = ?');
  const updateStars = db.prepare('UPDATE ratings SET rating = ? WHERE id = ?');

  const current = (lineId: number) => oneRow<{ rating: number; rating_id: number | null }>(vote, lineId);

  return {
    /** The order's lines with their vote and review. */
    items(orderId: number, lines: readonly OrderLineRecord[], urls: PublicUrls): OrderRatingItem[] {
      const byLine = new Map(allRows<VoteRow>(votes, orderId).map((row) => [row.line_id, row] as const));
      return lines.map((line) => {
        const row = byLine.get(line.id);
        return {
          id: line.id,
          product: {
            id: line.product_id,
            name: line.name,
            image: { url: imageUrl(urls, 'products', line.product_id) },
            url_path: line.url_path,
          },
          voted: row !== undefined,
          rating: row?.rating ?? null,
          review:
            row?.rating_id && row.title !== null && row.comment !== null
              ? { title: row.title, comment: row.comment }
              : null,
        };
      });
    },
    /** The line's stars so far, or null before the first vote. */
    stars: (lineId: number) => current(lineId)?.rating ?? null,
    /** Records or changes the line's vote, and the product's average with it. */
    vote(line: OrderLineRecord, stars: number): void {
      transaction(db, () => {
        const before = current(line.id);
        const now = new Date().toISOString();
        if (!before) {
          insertVote.run(line.id, line.order_id, line.product_id, stars, now);
          countVote.run({ stars, id: line.product_id });
          return;
        }
        changeVote.run(stars, now, line.id);
        moveVote.run({ before: before.rating, stars, id: line.product_id });
        if (before.rating_id !== null) updateStars.run(stars, before.rating_id);
      });
    },
    /** Writes or rewrites the line's review (the line must have a vote); an edit keeps its place in the list. */
    review(line: OrderLineRecord, review: { title: string; comment: string }, author: string): void {
      transaction(db, () => {
        const before = current(line.id)!;
        const now = new Date().toISOString();
        if (before.rating_id !== null) {
          updateRating.run(review.title, review.comment, before.rating, before.rating_id);
        } else {
          const { id } = oneRow<{ id: number }>(
            insertRating,
            line.product_id,
            review.title,
            review.comment,
            before.rating,
            author,
            now,
          )!;
          setReview.run(id, now, line.id);
        }
      });
    },
  };
}

export type OrderRatingStore = ReturnType<typeof createOrderRatingStore>;
