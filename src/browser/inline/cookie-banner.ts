/**
 * Hides the server-rendered cookie banner before the first paint when a decision is stored (the
 * shared HTML shows it to everyone, so it works without JavaScript), and with `?gl=v2` until its
 * delay has passed. Inline right after the banner (components/shell/CookieBanner.astro), the same
 * on every page: the cookie's name and the delay come from the banner's `data-consent-cookie` and
 * `data-gl-delay-ms` attributes (islands/CookieBanner/CookieBanner.tsx).
 */
const banner = document.getElementById('cookie-banner');
if (banner) {
  const prefix = `${banner.dataset.consentCookie}=`;
  const decided = () => document.cookie.split('; ').some((cookie) => cookie.startsWith(prefix));
  if (decided()) banner.hidden = true;
  else if (new URLSearchParams(location.search).get('gl') === 'v2') {
    banner.hidden = true;
    setTimeout(() => {
      if (!decided()) banner.hidden = false;
    }, Number(banner.dataset.glDelayMs));
  }
}
