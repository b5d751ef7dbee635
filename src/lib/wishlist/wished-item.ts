import type { Product } from '@shop/contract/catalogue';
import { imageSrcset, sizedImageUrl } from '../catalogue/images';
import { effectivePrice } from '../catalogue/pricing';
import { productHref } from '../catalogue/routes';
import { CARD_IMAGE_PX } from '../constants';

/** What a card on /wishlist shows of a product: only this goes into the page island's props. */
export interface WishedItem {
  id: number;
  name: string;
  href: string;
  imageSrc: string;
  imageSrcset: string;
  /** What the shopper pays, and before the offer (null without one). */
  price: number;
  original: number | null;
  discountPercent: number;
  soldOut: boolean;
}

/** A wished product as its /wishlist card shows it (the same figures as ProductCard.astro). */
export function wishedItem(product: Product): WishedItem {
  return {
    id: product.id,
    name: product.name,
    href: productHref(product),
    imageSrc: sizedImageUrl(product.image, CARD_IMAGE_PX),
    imageSrcset: imageSrcset(product.image, CARD_IMAGE_PX),
    ...effectivePrice(product),
    soldOut: product.quantity === 0,
  };
}
