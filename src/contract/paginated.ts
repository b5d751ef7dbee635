import * as z from 'zod/mini';
import { intFrom } from './zod.ts';

/** Position of a page in a list answer: which page, its size, how many items in all, the last page (≥ 1). */
export const PageMeta = z.object({
  current_page: intFrom(1),
  per_page: intFrom(1),
  total: intFrom(0),
  last_page: intFrom(1),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** The shared page envelope `{data: T[], meta}` of the paginated lists (search, orders, ratings, wishlist, lists). */
export const Paginated = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: PageMeta });
export type Paginated<T> = { data: T[]; meta: PageMeta };

/** The `{data: T}` envelope of every other answer. */
export const Data = /* @__NO_SIDE_EFFECTS__ */ <T extends z.ZodMiniType>(item: T) => z.object({ data: item });
export type Data<T> = { data: T };
