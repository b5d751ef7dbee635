import { LATE_SCRIPTS_LOADER } from '../ui/late-scripts.ts';

/**
 * The page's inline scripts, as fixed strings. They must run before the first paint, so they
 * cannot be bundled; the Content-Security-Policy allows them by their SHA-256 hash, which
 * `astro.config.mjs` computes from these very strings. Any change here changes the hash with it:
 * never inline a value that differs per page (read it from the markup instead).
 */

/** Consent Mode v2 defaults: everything denied before any tag can run (domain facts). */
export const CONSENT_DEFAULTS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments);};window.gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});";

/**
 * Shows the cookie banner with the page when no decision is stored (it would otherwise arrive
 * late and become the largest paint). The cookie's name and the `?gl=v2` delay come from the
 * banner's `data-consent-cookie` and `data-gl-delay-ms` attributes.
 */
export const COOKIE_BANNER_SCRIPT =
  "(function(){var b=document.getElementById('cookie-banner');if(!b)return;var n=b.dataset.consentCookie+'=';var decided=function(){return document.cookie.split('; ').some(function(c){return c.indexOf(n)===0;});};if(decided())return;var show=function(){if(!decided())b.hidden=false;};if(new URLSearchParams(location.search).get('gl')==='v2')setTimeout(show,Number(b.dataset.glDelayMs));else show();})();";

/** Every inline script of the shop's pages, for the policy's hashes. */
export const INLINE_SCRIPTS = [CONSENT_DEFAULTS_SCRIPT, COOKIE_BANNER_SCRIPT, LATE_SCRIPTS_LOADER] as const;
