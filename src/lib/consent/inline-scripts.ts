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
 * Hides the server-rendered cookie banner before the first paint when a decision is stored (the
 * shared HTML shows it to everyone, so it works without JavaScript), and with `?gl=v2` until its
 * delay has passed. The cookie's name and the delay come from the banner's `data-consent-cookie`
 * and `data-gl-delay-ms` attributes.
 */
export const COOKIE_BANNER_SCRIPT =
  "(function(){var b=document.getElementById('cookie-banner');if(!b)return;var n=b.dataset.consentCookie+'=';var decided=function(){return document.cookie.split('; ').some(function(c){return c.indexOf(n)===0;});};if(decided()){b.hidden=true;return;}if(new URLSearchParams(location.search).get('gl')==='v2'){b.hidden=true;setTimeout(function(){if(!decided())b.hidden=false;},Number(b.dataset.glDelayMs));}})();";

/** Every inline script of the shop's pages, for the policy's hashes. */
export const INLINE_SCRIPTS = [CONSENT_DEFAULTS_SCRIPT, COOKIE_BANNER_SCRIPT, LATE_SCRIPTS_LOADER] as const;
