import {
  COMPANY_ADDRESS,
  COMPANY_NAME,
  COMPANY_NIF,
  COMPANY_REGISTRY,
  HELP_EMAIL,
  PLATFORM_OPERATOR,
  SHOP_NAME,
} from 'astro:env/client';
import { exampleSellerSettings } from '../../lib/legal/example-seller';

/**
 * What the legal pages' placeholders stand for, from settings, so the texts stay true when the
 * operator changes: their prose, titles and meta descriptions fill from this one object.
 */
export const LEGAL_FACTS = {
  company: COMPANY_NAME,
  nif: COMPANY_NIF,
  address: COMPANY_ADDRESS,
  registry: COMPANY_REGISTRY,
  email: HELP_EMAIL,
  shop: SHOP_NAME,
  operator: PLATFORM_OPERATOR,
};

/** Whether the company behind the shop is still the example seller's (its legal pages then say so). */
export const SHOWS_EXAMPLE_SELLER = exampleSellerSettings({
  COMPANY_NAME,
  COMPANY_NIF,
  COMPANY_ADDRESS,
  COMPANY_REGISTRY,
}).some((name) => name.startsWith('COMPANY_'));
