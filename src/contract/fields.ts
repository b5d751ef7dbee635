import { ApiImage } from './catalogue.ts';
import * as z from 'zod/mini';
// zod set up for the contract before any schema is built (jitless: see zod.ts).
import './zod.ts';

/*
 * Fields that several schemas of different files share, spread into them (`{ ...lineProduct, … }`).
 * Not schemas of their own: index.ts does not export this file, so they are no OpenAPI components.
 */

/** The product as a cart line and an order line name it: the catalogue's id, name, SKU, page and picture. */
export const lineProduct = {
  id: z.int(),
  name: z.string(),
  sku: z.string(),
  url_path: z.string(),
  image: ApiImage,
};
