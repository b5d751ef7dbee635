import { es, format } from '../../i18n/es';
import { deliveryPromise } from '../../lib/catalogue/delivery';

/** A product grid carries the working days of the fastest carrier (ProductGrid.astro): a rule without a date. */
const GRID = '[data-delivery-days]';
/** Cards that promise nothing: sold out, or a gift card (ProductCard.astro). */
const NO_PROMISE = 'no-promise';
/** The promise's own class (styles/listing.css), which also marks a card already written. */
export const PROMISE_CLASS = 'card-promise';

/** The promise of `days` working days as a card words it on the day `now`. */
export function promiseText(days: number, now: Date): string {
  const promise = deliveryPromise(days, now);
  return promise.kind === 'tomorrow'
    ? es.category.arrivesTomorrow
    : format(es.category.arrivesOn, { day: promise.day });
}

/**
 * Writes each card's delivery promise ('Llega mañana', 'Llega el jueves') for today. Listing
 * pages are pre-rendered and served for days, so their HTML holds no date: the browser, which
 * knows the day, turns the grid's rule into words, and a page built on Monday still says the truth
 * on Friday. Without JavaScript a card promises nothing (the product page says the dates).
 */
export function writeCardPromises(doc: Document, now: Date): void {
  for (const grid of doc.querySelectorAll<HTMLElement>(GRID)) {
    const text = promiseText(Number(grid.dataset.deliveryDays), now);
    for (const card of grid.querySelectorAll(`.product-card:not(.${NO_PROMISE})`)) {
      const foot = card.querySelector('.product-card-foot');
      if (!foot || foot.querySelector(`.${PROMISE_CLASS}`)) continue;
      const promise = doc.createElement('p');
      promise.className = PROMISE_CLASS;
      promise.textContent = text;
      foot.append(promise);
    }
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
