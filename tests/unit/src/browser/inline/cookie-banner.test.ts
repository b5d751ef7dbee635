// @vitest-environment happy-dom
/** The cookie banner's first-paint script (src/browser/inline/cookie-banner.ts), run as the page runs it: the bundle. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CONSENT_GL_V2_DELAY_MS } from '../../../../../src/lib/constants';
import { CONSENT_COOKIE } from '../../../../../src/lib/consent/consent';
import { inlineScripts } from '../../../../../src/server/http/inline-scripts';
import { forgetCookie } from '../../../support/forget-cookie';

const runScript = () => new Function(inlineScripts()['cookie-banner'])();
const banner = () => document.getElementById('cookie-banner') as HTMLElement;
const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page's own cookies, as the browser keeps them.
  document.cookie = `${cookie}; path=/`;
};

beforeEach(() => {
  document.body.innerHTML = `<div id="cookie-banner" data-consent-cookie="${CONSENT_COOKIE}" data-gl-delay-ms="${CONSENT_GL_V2_DELAY_MS}">Cookies</div>`;
});

afterEach(() => {
  vi.useRealTimers();
  forgetCookie(CONSENT_COOKIE);
  window.history.replaceState(null, '', '/');
});

it('leaves the banner shown while no decision is stored', () => {
  setCookie('other=1');
  runScript();
  expect(banner().hidden).toBe(false);
});

it('hides the banner before the first paint when a decision is stored', () => {
  setCookie(`${CONSENT_COOKIE}=analytics`);
  runScript();
  expect(banner().hidden).toBe(true);
});

it('with ?gl=v2 hides it for the delay, then shows it unless a decision came meanwhile', () => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/?gl=v2');
  runScript();
  expect(banner().hidden).toBe(true);
  vi.advanceTimersByTime(CONSENT_GL_V2_DELAY_MS - 1);
  expect(banner().hidden).toBe(true);
  vi.advanceTimersByTime(1);
  expect(banner().hidden).toBe(false);

  banner().hidden = false;
  runScript();
  setCookie(`${CONSENT_COOKIE}=`);
  vi.advanceTimersByTime(CONSENT_GL_V2_DELAY_MS);
  expect(banner().hidden).toBe(true);
});

it('does nothing on a page without the banner', () => {
  document.body.innerHTML = '<p>PDF</p>';
  expect(runScript).not.toThrow();
});
