import type { DatabaseSync } from 'node:sqlite';
import type { Random } from './random.ts';
import { AUTHORS, RATING_TEXTS } from './vocabulary.ts';

/** Ratings seeded: enough for several pages of the footer carousel (20 a page). */
const RATINGS = 200;
const NEWEST_RATING = Date.UTC(2026, 10, 1, 12);

/** Inserts customer ratings on random products, newest first by id. */
export function seedRatings(db: DatabaseSync, random: Random, products: number): void {
  const insert = db.prepare('INSERT INTO ratings (id, product_id, title, comment, rating, author, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (let id = 1; id <= Math.min(RATINGS, products); id += 1) {
    const text = random.pick(RATING_TEXTS);
    const createdAt = new Date(NEWEST_RATING - (RATINGS - id) * 3_600_000).toISOString();
    insert.run(id, random.int(1, products), text.title, text.comment, text.rating, random.pick(AUTHORS), createdAt);
  }
}
