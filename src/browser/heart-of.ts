/** The product a wishlist heart stands for. */
export interface HeartOf {
  id: number;
  name: string;
  price: number;
}

/** A heart's product id: the value its button posts (`id`), which the container does not repeat. */
export const heartId = (container: HTMLElement): number => Number(container.querySelector('button')?.value);

/**
 * Reads the product of a heart's container (components/product/WishlistToggle.astro): its id from
 * its button, its price from `data-price`, its name from `data-name` where the heart stands alone
 * (the product page) or else from the card's own heading. A listing page carries 24 hearts, so a
 * card does not repeat its product's name for them (issue 17 item 2: lean HTML).
 */
export function heartOf(container: HTMLElement): HeartOf {
  const { name, price } = container.dataset;
  const heading = container.closest('article')?.querySelector('h2, h3');
  return {
    id: heartId(container),
    name: name ?? heading?.textContent?.trim() ?? '',
    price: Number(price),
  };
}

/** A heart on a product card: named by the card's heading, not by its own `data-name`. */
export const isCardHeart = (container: HTMLElement): boolean => container.dataset.name === undefined;
