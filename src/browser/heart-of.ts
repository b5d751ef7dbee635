/** The product a wishlist heart stands for. */
export interface HeartOf {
  id: number;
  name: string;
  price: number;
}

/**
 * Reads the product of a heart's container (components/product/WishlistToggle.astro): its id and
 * price from data attributes, its name from `data-name` where the heart stands alone (the product
 * page) or else from the card's own heading. A listing page carries 24 hearts, so a card does not
 * repeat its product's name for them (issue 17 item 2: lean HTML).
 */
export function heartOf(container: HTMLElement): HeartOf {
  const { wishlistHeart, name, price } = container.dataset;
  const heading = container.closest('article')?.querySelector('h2, h3');
  return {
    id: Number(wishlistHeart),
    name: name ?? heading?.textContent?.trim() ?? '',
    price: Number(price),
  };
}
