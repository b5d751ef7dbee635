import * as z from 'zod';

/** Position of a page in a list answer: which page, its size, how many items in all, the last page (≥ 1). */
export const PageMeta = z.object({
  current_page: z.int().min(1),
  per_page: z.int().min(1),
  total: z.int().min(0),
  last_page: z.int().min(1),
});
export type PageMeta = z.infer<typeof PageMeta>;

/** The shared page envelope `{data: T[], meta}` of the paginated lists (search, orders, ratings, wishlist, lists). */
export const Paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PageMeta });
export type Paginated<T> = { data: T[]; meta: PageMeta };

/** The `{data: T}` envelope of every other answer. */
export const Data = <T extends z.ZodType>(item: T) => z.object({ data: item });
export type Data<T> = { data: T };
