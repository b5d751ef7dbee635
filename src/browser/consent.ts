import type { ConsentPage } from '../stores/consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Defined by the inline head script, before anything else (Consent Mode default: denied). */
    gtag?: (...args: unknown[]) => void;
  }
}

/** The consent store's view of this page: `document.cookie`, the address, gtag and the head. */
export function consentPage(win: Window): ConsentPage {
  const doc = win.document;
  return {
    readCookies: () => doc.cookie,
    // document.cookie, not the Cookie Store API: that is not in every browser the shop supports.
    writeCookie: (setCookie) => {
      doc.cookie = setCookie;
    },
    secure: win.location.protocol === 'https:',
    search: win.location.search,
    href: win.location.href,
    gtag: (...args) => win.gtag?.(...args),
    loadScript: (src) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      doc.head.append(script);
    },
  };
}
