// @vitest-environment happy-dom
/** Consent Mode defaults (src/browser/inline/consent-defaults.ts), run as the page runs it: the bundle. */
import { afterEach, expect, it } from 'vitest';
import { CONSENT_WAIT_FOR_UPDATE_MS } from '../../../../../src/lib/constants';
import { inlineScripts } from '../../../../../src/server/http/inline-scripts';

const runScript = () => new Function(inlineScripts()['consent-defaults'])();
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
};

afterEach(() => {
  delete window.dataLayer;
  delete window.gtag;
});

it('denies every signal by default before any tag runs, as an Arguments object gtag.js reads', () => {
  runScript();
  expect(window.dataLayer).toHaveLength(1);
  const command = window.dataLayer?.[0];
  expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
  expect(Array.from(command as ArrayLike<unknown>)).toEqual(['consent', 'default', DENIED]);
});

it('keeps a data layer already on the page, and its gtag pushes to it', () => {
  window.dataLayer = [{ event: 'earlier' }];
  runScript();
  window.gtag?.('event', 'page_view');
  expect(window.dataLayer.map((entry) => Array.from(entry as ArrayLike<unknown>)[0] ?? entry)).toEqual([
    { event: 'earlier' },
    'consent',
    'event',
  ]);
});
