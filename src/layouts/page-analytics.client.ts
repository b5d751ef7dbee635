import { consentPage } from '../browser/consent';
import { openConsentSettings, startConsent, track } from '../stores/consent';
import { type AnalyticsEvent, giftCardClickEvent } from '../lib/analytics/analytics-events';
import { COOKIE_BANNER_ISLAND, islandHydrateEvent } from '../lib/ui/hydration';

function trackRendered(json: string): void {
  try {
    for (const event of JSON.parse(json) as AnalyticsEvent[]) track(event);
  } catch {
    // A malformed event is dropped; the page works the same.
  }
}

/**
 * Page-level analytics and consent wiring: the product page's `view_item` (its event is
 * rendered into `[data-view-item]`), clicks on gift-card links (`[data-gift-card-link]`), and the
 * footer's 'Configurar cookies' link, which opens the settings dialog instead of the settings page.
 * `track` sends nothing without analytics consent.
 */
export function wirePageAnalytics(doc: Document): void {
  // Events rendered into the page are sent only once consent has read the stored decision.
  startConsent(consentPage(doc.defaultView ?? window));
  const viewed = doc.querySelector<HTMLElement>('[data-view-item]')?.dataset.viewItem;
  if (viewed) trackRendered(`[${viewed}]`);
  // Checkout and payment pages render their events (begin_checkout, checkout_progress, purchase…).
  for (const element of doc.querySelectorAll<HTMLElement>('[data-page-events]'))
    trackRendered(element.dataset.pageEvents ?? '[]');
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const gift = target.closest<HTMLElement>('[data-gift-card-link]');
    if (gift) track(giftCardClickEvent(gift.dataset.giftCardLink ?? ''));
    const settings = target.closest('[data-open-cookie-settings]');
    if (settings) {
      event.preventDefault();
      openConsentSettings();
      // The settings are the banner island's dialog: it hydrates now if the shopper never reached it.
      (doc.defaultView ?? window).dispatchEvent(new Event(islandHydrateEvent(COOKIE_BANNER_ISLAND)));
    }
  });
}
