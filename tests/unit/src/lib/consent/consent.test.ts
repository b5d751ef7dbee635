import { describe, expect, it } from 'vitest';
import {
  consentCookie,
  consentDelayMs,
  consentModeUpdate,
  decideConsent,
  readConsent,
} from '../../../../../src/lib/consent/consent';

describe('cookie consent rules', () => {
  it('is undecided without the cookie, and reads the categories back from it', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('a=1; cookie_consent=')).toEqual([]);
    expect(readConsent('cookie_consent=marketing%2Canalytics%2Cbogus')).toEqual(['analytics', 'marketing']);
  });

  it('writes a 365-day cookie for the whole site that reads back the same', () => {
    const cookie = consentCookie(['analytics'], true);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(readConsent(cookie.split(';')[0]!)).toEqual(['analytics']);
  });

  it('accept all grants both; reject grants none; save grants exactly the ticked ones', () => {
    expect(decideConsent({ kind: 'acceptAll' })).toEqual(['analytics', 'marketing']);
    expect(decideConsent({ kind: 'reject' })).toEqual([]);
    expect(decideConsent({ kind: 'save', ticked: ['marketing'] })).toEqual(['marketing']);
  });

  it('accepting all later grants both again; unticking in the settings withdraws', () => {
    expect(decideConsent({ kind: 'acceptAll' })).toEqual(['analytics', 'marketing']);
    expect(decideConsent({ kind: 'save', ticked: ['analytics'] })).toEqual(['analytics']);
  });

  it('maps the decision to the Consent Mode v2 signals', () => {
    expect(consentModeUpdate(['analytics'])).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(consentModeUpdate(['marketing']).ad_user_data).toBe('granted');
  });

  it('delays banner and analytics 5 s only with gl=v2', () => {
    expect(consentDelayMs('?gl=v2')).toBe(5000);
    expect(consentDelayMs('?gl=v1')).toBe(0);
    expect(consentDelayMs('')).toBe(0);
  });
});
