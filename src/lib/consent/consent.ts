import { parseCookie, stringifySetCookie } from 'cookie';
import type { SessionDataRequest } from '@shop/contract/session';
import { CONSENT_CATEGORIES, CONSENT_COOKIE_DAYS, CONSENT_GL_V2_DELAY_MS } from '../constants';

/** An optional cookie category; necessary cookies need no consent and are always on. */
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The consent record (spec §3): the optional categories the shopper accepted; [] = all rejected. */
export type Consent = ConsentCategory[];

export const CONSENT_COOKIE = 'cookie_consent';

const isCategory = (value: unknown): value is ConsentCategory =>
  CONSENT_CATEGORIES.includes(value as ConsentCategory);

/** The decision in a Cookie header or `document.cookie`; null while undecided (the banner shows). */
export function readConsent(cookies: string): Consent | null {
  const raw = parseCookie(cookies)[CONSENT_COOKIE];
  if (raw === undefined) return null;
  const categories = raw.split(',').filter(isCategory);
  return CONSENT_CATEGORIES.filter((category) => categories.includes(category));
}

/** The consent cookie for `document.cookie`: 365 days, the whole site, never sent cross-site. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return stringifySetCookie({
    name: CONSENT_COOKIE,
    value: consent.join(','),
    path: '/',
    maxAge: CONSENT_COOKIE_DAYS * 24 * 60 * 60,
    sameSite: 'lax',
    secure,
  });
}

/**
 * The decision after a choice (spec §4). 'Aceptar' grants both; 'Rechazar' grants none;
 * 'Guardar' grants the ticked ones. Categories accumulate in that the settings open with the
 * current consent ticked, so nothing is dropped unless the shopper unticks it: the law requires
 * withdrawing to be as easy as giving, so an explicit untick does withdraw.
 */
export function decideConsent(
  choice: { kind: 'acceptAll' } | { kind: 'reject' } | { kind: 'save'; ticked: Consent },
): Consent {
  if (choice.kind === 'acceptAll') return [...CONSENT_CATEGORIES];
  if (choice.kind === 'reject') return [];
  return CONSENT_CATEGORIES.filter((category) => choice.ticked.includes(category));
}

/** Google Consent Mode v2 signals for a decision (domain facts: analytics → analytics_storage, marketing → the ad signals). */
export function consentModeUpdate(consent: Consent): Record<string, 'granted' | 'denied'> {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  const marketing = state(consent.includes('marketing'));
  return {
    analytics_storage: state(consent.includes('analytics')),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  };
}

/** `?gl=v2` delays the banner and analytics by 5 s (spec §4); otherwise no delay. */
export function consentDelayMs(search: string): number {
  return new URLSearchParams(search).get('gl') === 'v2' ? CONSENT_GL_V2_DELAY_MS : 0;
}

/**
 * The settings page: where the banner's forms post without JavaScript, and where its
 * 'Configurar' and the footer's 'Configurar cookies' lead before the page's scripts run.
 */
export const CONSENT_SETTINGS_PATH = '/configurar-cookies';

/** What the session is told of a decision (spec §7: `default` is "everything accepted"). */
export function consentSessionData(consent: Consent): SessionDataRequest {
  return {
    consent: {
      default: consent.length === CONSENT_CATEGORIES.length,
      analytics: consent.includes('analytics'),
      marketing: consent.includes('marketing'),
    },
  };
}
