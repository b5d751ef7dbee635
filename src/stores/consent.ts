import { ANALYTICS_ID, ANALYTICS_SCRIPT_URL } from 'astro:env/client';
import { atom } from 'nanostores';
import { browserApi } from './public-api';
import type { AnalyticsEvent } from '../lib/analytics/analytics-events';
import { CONSENT_CATEGORIES } from '../lib/constants';
import {
  type Consent,
  consentCookie,
  consentDelayMs,
  consentModeUpdate,
  decideConsent,
  readConsent,
} from '../lib/consent/consent';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Defined by the inline head script, before anything else (Consent Mode default: denied). */
    gtag?: Gtag;
  }
}

/** The shopper's decision; null while undecided. Browser-only: the server never renders it. */
export const $consent = atom<Consent | null>(null);
/** The settings were reopened from the footer link. */
export const $settingsOpen = atom(false);

let analyticsLoaded = false;
let started = false;

const gtag: Gtag = (...args) => window.gtag?.(...args);
const analyticsGranted = () => $consent.get()?.includes('analytics') === true;

/** The guest's tracking data goes to the session once the analytics client id is known (spec §7). */
function sendGuestTracking(clientId: unknown): void {
  if (typeof clientId !== 'string' || !clientId) return;
  browserApi
    .silent('/api/store-front/session/data', {
      method: 'PUT',
      body: { userData: { tracking: { gid: clientId }, technology: { javascript: true } } },
    })
    .catch(() => {});
}

/** Loads gtag.js, once, and only with analytics consent and a measurement id. */
function loadAnalytics(): void {
  if (analyticsLoaded || !ANALYTICS_ID || !analyticsGranted()) return;
  analyticsLoaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(ANALYTICS_ID)}`;
  document.head.append(script);
  gtag('js', new Date());
  gtag('config', ANALYTICS_ID);
  gtag('get', ANALYTICS_ID, 'client_id', sendGuestTracking);
}

/** Sends an analytics event; without analytics consent nothing is queued or sent. */
export function track(event: AnalyticsEvent): void {
  startConsent();
  if (!analyticsGranted()) return;
  gtag('event', event.name, event.params);
}

/** The shopper chose: store it for 365 days, tell Consent Mode and the API, load analytics if granted. */
export function decide(choice: Parameters<typeof decideConsent>[0]): void {
  const consent = decideConsent(choice);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop supports.
  document.cookie = consentCookie(consent, location.protocol === 'https:');
  $consent.set(consent);
  $settingsOpen.set(false);
  gtag('consent', 'update', consentModeUpdate(consent));
  browserApi
    .silent('/api/store-front/session/data', {
      method: 'PUT',
      body: {
        consent: {
          default: consent.length === CONSENT_CATEGORIES.length,
          analytics: consent.includes('analytics'),
          marketing: consent.includes('marketing'),
        },
      },
    })
    .catch(() => {});
  loadAnalytics();
}

/**
 * Runs once per page: reads the stored decision, re-applies it to Consent Mode, and after the
 * `gl=v2` delay starts analytics when accepted.
 */
export function startConsent(): void {
  if (started) return;
  started = true;
  const consent = readConsent(document.cookie);
  $consent.set(consent);
  if (consent) gtag('consent', 'update', consentModeUpdate(consent));
  // The banner's own inline script applies the same delay to showing it.
  setTimeout(loadAnalytics, consentDelayMs(location.search));
}

export function openConsentSettings(): void {
  $settingsOpen.set(true);
}
