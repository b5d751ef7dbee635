import { openConsentSettings, track } from '../stores/consent';
import { type AnalyticsEvent, giftCardClickEvent } from './analytics-events';

/**
 * Page-level analytics and consent wiring: the product page's `view_item` (its event is
 * rendered into `[data-view-item]`), clicks on gift-card links (`[data-gift-card-link]`), and the
 * footer's 'Configurar cookies' link, which reopens the settings instead of leaving the page.
 * `track` sends nothing without analytics consent.
 */
export function wirePageAnalytics(doc: Document): void {
  const viewed = doc.querySelector<HTMLElement>('[data-view-item]')?.dataset.viewItem;
  if (viewed) {
    try {
      track(JSON.parse(viewed) as AnalyticsEvent);
    } catch {
      // A malformed event is dropped; the page works the same.
    }
  }
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const gift = target.closest<HTMLElement>('[data-gift-card-link]');
    if (gift) track(giftCardClickEvent(gift.dataset.giftCardLink ?? ''));
    const settings = target.closest('[data-open-cookie-settings]');
    if (settings) {
      event.preventDefault();
      openConsentSettings();
    }
  });
}
