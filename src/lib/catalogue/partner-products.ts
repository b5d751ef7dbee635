import { CATEGORY_IDS } from '../constants';

/**
 * The partner shop's three fixed product pages (spec §2: /c-asayaor-10155/p-…). Each names the
 * product it shows by a search in the partner category; the best match is the product.
 */
export const PARTNER_PRODUCT_PAGES: Record<string, { query: string }> = {
  'p-barbacoa-portatil': { query: 'barbacoa portatil' },
  'p-catblock': { query: 'catblock' },
  'p-pack-4-catblocks': { query: 'pack 4 catblocks' },
};

/** The partner shop's category, where those searches look. */
export const PARTNER_CATEGORY_ID = CATEGORY_IDS.partner;
