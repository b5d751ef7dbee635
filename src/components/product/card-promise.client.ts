import { PROMISE_SEPARATOR, shopWeekday } from '../../lib/catalogue/delivery';

/** A product grid carries its cards' promise for each day of the week (ProductGrid.astro). */
const GRID = '[data-promises]';
/**
 * The feet (a card's last child) of the cards that promise a day and say none yet: not sold out
 * nor a gift card (`no-promise`, ProductCard.astro), without their `card-promise` (styles/listing.css).
 */
const FEET = '.product-card:not(.no-promise) > :last-child:not(:has(> .card-promise))';

/**
 * Writes each card's delivery promise ('Llega mañana', 'Llega el jueves') for the day it is read
 * (Madrid's calendar). Listing pages are pre-rendered and served for days, so their HTML holds no
 * date, only the words for each day of the week (lib/catalogue/card-promise.ts): the browser,
 * which knows the day, picks today's. Without JavaScript a card promises nothing (the product page
 * states the dates).
 */
export function writeCardPromises(doc: Document, now: Date): void {
  const weekday = shopWeekday(now);
  for (const grid of doc.querySelectorAll<HTMLElement>(GRID)) {
    const textContent = grid.dataset.promises?.split(PROMISE_SEPARATOR)[weekday];
    if (!textContent) continue;
    for (const foot of grid.querySelectorAll(FEET))
      foot.append(Object.assign(doc.createElement('p'), { className: 'card-promise', textContent }));
  }
}

/** Writes the promises now and in every grid the catalogue's filters swap into <main> later. */
export function wireCardPromises(doc: Document): void {
  const write = () => writeCardPromises(doc, new Date());
  write();
  new MutationObserver(write).observe(doc.querySelector('main') ?? doc.body, {
    childList: true,
    subtree: true,
  });
}
