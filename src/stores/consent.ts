import { ANALYTICS_ID, ANALYTICS_SCRIPT_URL } from './analytics-settings';
import { atom } from 'nanostores';
import type { SessionDataRequest } from '@shop/contract/session';
import type { AnalyticsEvent } from '../lib/analytics/analytics-events';
import {
  type Consent,
  consentCookie,
  consentDelayMs,
  consentModeUpdate,
  consentSessionData,
  decideConsent,
  readConsent,
} from '../lib/consent/consent';
import { withoutSecrets } from '../lib/privacy/secret-params';
import { loadBrowserApi } from './lazy-api';

type Gtag = (...args: unknown[]) => void;

/**
 * What consent needs of the page it runs in: its cookies, the address, gtag and a way to add a
 * script. The store keeps state and rules; the page hands it this once (`startConsent`), so the
 * store itself never touches the DOM (browser/consent.ts).
 */
export interface ConsentPage {
  readCookies(): string;
  writeCookie(setCookie: string): void;
  /** The page is served over https (the cookie gets `Secure`). */
  secure: boolean;
  /** The page address's query (`?gl=v2` delays analytics). */
  search: string;
  /** The page's full address, as analytics would report it. */
  href: string;
  gtag: Gtag;
  loadScript(src: string): void;
}

/** The shopper's decision; null while undecided. Browser-only: the server never renders it. */
export const $consent = atom<Consent | null>(null);
/** The settings dialog is open (the banner's 'Configurar' or the footer's 'Configurar cookies'). */
export const $settingsOpen = atom(false);

let page: ConsentPage | null = null;
let analyticsLoaded = false;

const analyticsGranted = () => $consent.get()?.includes('analytics') === true;

/** The guest's tracking data goes to the session once the analytics client id is known (spec §7). */
function sendGuestTracking(clientId: unknown): void {
  if (typeof clientId !== 'string' || !clientId) return;
  tellSession({ userData: { tracking: { gid: clientId }, technology: { javascript: true } } });
}

/**
 * Merges `data` into the guest session (`PUT /api/store-front/session/data`, spec §7); a failure
 * changes nothing here. A plain call of the client, not src/api's `call`: that brings the contract's
 * table, and this store is in every page's first JavaScript.
 */
function tellSession(data: SessionDataRequest): void {
  loadBrowserApi()
    .then((api) => api.silent('/api/store-front/session/data', { method: 'PUT', body: data }))
    .catch(() => {});
}

/** Loads gtag.js, once, and only with analytics consent and a measurement id. */
function loadAnalytics(): void {
  if (!page || analyticsLoaded || !ANALYTICS_ID || !analyticsGranted()) return;
  analyticsLoaded = true;
  page.loadScript(`${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(ANALYTICS_ID)}`);
  page.gtag('js', new Date());
  // Reset secrets and rating tokens in the address never reach Google (page_location).
  page.gtag('config', ANALYTICS_ID, { page_location: withoutSecrets(page.href) });
  page.gtag('get', ANALYTICS_ID, 'client_id', sendGuestTracking);
  // Field data (issue 17): real shoppers' LCP, INP and CLS, through `track`, so a withdrawal stops them.
  import('./web-vitals').then(({ reportWebVitals }) => reportWebVitals(track)).catch(() => {});
}

/** Sends an analytics event; without analytics consent (or before the page started) nothing is sent. */
export function track(event: AnalyticsEvent): void {
  if (!page || !analyticsGranted()) return;
  page.gtag('event', event.name, event.params);
}

/** The shopper chose: store it for 365 days, tell Consent Mode and the API, load analytics if granted. */
export function decide(choice: Parameters<typeof decideConsent>[0]): void {
  const consent = decideConsent(choice);
  page?.writeCookie(consentCookie(consent, page.secure));
  $consent.set(consent);
  $settingsOpen.set(false);
  page?.gtag('consent', 'update', consentModeUpdate(consent));
  tellSession(consentSessionData(consent));
  loadAnalytics();
}

/**
 * Runs once per page: reads the stored decision, re-applies it to Consent Mode, and after the
 * `gl=v2` delay starts analytics when accepted.
 */
export function startConsent(current: ConsentPage): void {
  if (page) return;
  page = current;
  const consent = readConsent(current.readCookies());
  $consent.set(consent);
  if (consent) current.gtag('consent', 'update', consentModeUpdate(consent));
  // The banner's own inline script applies the same delay to showing it.
  setTimeout(loadAnalytics, consentDelayMs(current.search));
}

export function openConsentSettings(): void {
  $settingsOpen.set(true);
}

/** 'Volver' or Escape: the settings close and nothing changes. */
export function closeConsentSettings(): void {
  $settingsOpen.set(false);
}
