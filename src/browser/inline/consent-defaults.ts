/**
 * Consent Mode v2 defaults: everything denied before any tag can run (domain facts). The first
 * script in every page's head, inline (src/server/http/inline-scripts.ts bundles it), so it runs
 * before anything else; the consent store re-applies the stored choice later (stores/consent.ts).
 */
import { CONSENT_WAIT_FOR_UPDATE_MS } from '../../lib/constants';

window.dataLayer ??= [];
window.gtag = function gtag() {
  // biome-ignore lint/complexity/noArguments: gtag.js reads a command only as an Arguments object, as Google's snippet pushes it.
  window.dataLayer?.push(arguments);
};
window.gtag('consent', 'default', {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
});
