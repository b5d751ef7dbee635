// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import CookieBanner from '../../../../../src/islands/CookieBanner/CookieBanner';
import {
  $consent,
  $settingsOpen,
  type ConsentPage,
  openConsentSettings,
  startConsent,
} from '../../../../../src/stores/consent';
import { eventually } from '../../../support/eventually';

// The store's public settings come from Astro's build; the session's API client is the test's.
vi.mock('../../../../../src/stores/analytics-settings', () => ({
  ANALYTICS_ID: 'G-TEST',
  ANALYTICS_SCRIPT_URL: 'https://analytics.test/gtag/js',
}));
const sessionPut = vi.fn<(path: string, options: { body: unknown }) => Promise<unknown>>();
vi.mock('../../../../../src/stores/lazy-api', () => ({
  loadBrowserApi: async () => ({ silent: sessionPut }),
}));

/** The page the consent store sees: a cookie jar, gtag's calls and the scripts it adds. */
const browser = { cookies: '', written: [] as string[], gtag: [] as unknown[][], scripts: [] as string[] };
const page: ConsentPage = {
  readCookies: () => browser.cookies,
  writeCookie: (setCookie) => browser.written.push(setCookie),
  secure: true,
  search: '',
  href: 'https://tienda.test/c-cocina-10047',
  gtag: (...args) => browser.gtag.push(args),
  loadScript: (src) => browser.scripts.push(src),
};

// By its id: once hidden it has no accessible name to find it by.
const banner = () => document.getElementById('cookie-banner') as HTMLElement;
const settings = () => screen.getByRole('dialog', { name: 'Configurar cookies' });
const consentUpdates = () => browser.gtag.filter((call) => call[0] === 'consent' && call[1] === 'update');

beforeAll(() => {
  startConsent(page);
});
beforeEach(() => {
  Object.assign(browser, { cookies: '', written: [], gtag: [], scripts: [] });
  sessionPut.mockReset().mockResolvedValue({});
  $consent.set(null);
  $settingsOpen.set(false);
});
afterEach(() => {
  cleanup();
  $settingsOpen.set(false);
});

describe('Cookie banner island', () => {
  test('first visit: the banner asks, as a plain form that posts to the settings page without JavaScript', () => {
    render(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Usamos cookies' })).toBe(banner());
    expect(banner().hidden).toBe(false);
    const form = banner().querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/configurar-cookies');
    const buttons = within(banner()).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('value')])).toEqual([
      ['Aceptar', 'acceptAll'],
      ['Rechazar', 'reject'],
      ['Configurar', 'configure'],
    ]);
    // Accept and reject look the same (AEPD guide).
    expect(buttons[0]?.className).toBe(buttons[1]?.className);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('accepted: cookie, Consent Mode granted, the session told, analytics loaded, banner hidden', async () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect($consent.get()).toEqual(['analytics', 'marketing']);
    expect(browser.written[0]).toMatch(/^cookie_consent=analytics%2Cmarketing; Max-Age=31536000; Path=\//);
    expect(consentUpdates().at(-1)?.[2]).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(browser.scripts).toEqual(['https://analytics.test/gtag/js?id=G-TEST']);
    await eventually(() => expect(sessionPut).toHaveBeenCalled());
    expect(sessionPut.mock.calls[0]?.[1].body).toEqual({
      consent: { default: true, analytics: true, marketing: true },
    });
    expect(banner().hidden).toBe(true);
  });

  test('rejected: everything denied, no analytics, banner hidden', async () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect($consent.get()).toEqual([]);
    expect(browser.written[0]).toMatch(/^cookie_consent=;/);
    expect(consentUpdates().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    expect(browser.scripts).toEqual([]);
    await eventually(() => expect(sessionPut).toHaveBeenCalled());
    expect(sessionPut.mock.calls[0]?.[1].body).toEqual({
      consent: { default: false, analytics: false, marketing: false },
    });
    expect(banner().hidden).toBe(true);
  });

  test("custom settings: 'Configurar' opens the dialog unticked; saving marketing grants only the ad signals", () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    const dialog = settings();
    const necessary = within(dialog).getByRole('checkbox', { name: /^Necesarias/ }) as HTMLInputElement;
    expect([necessary.checked, necessary.disabled]).toEqual([true, true]);
    const marketing = within(dialog).getByRole('checkbox', { name: /^Marketing/ }) as HTMLInputElement;
    expect(marketing.checked).toBe(false);
    fireEvent.click(marketing);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect($consent.get()).toEqual(['marketing']);
    expect(consentUpdates().at(-1)?.[2]).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect($settingsOpen.get()).toBe(false);
    expect(banner().hidden).toBe(true);
  });

  test("'Volver' closes the settings and leaves the three choices, with nothing decided", () => {
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    fireEvent.click(within(settings()).getByRole('button', { name: 'Volver' }));
    expect($settingsOpen.get()).toBe(false);
    expect($consent.get()).toBeNull();
    expect(browser.written).toEqual([]);
    expect(banner().hidden).toBe(false);
  });

  test('withdrawal from the footer link: the settings open with the decision ticked; unticking analytics withdraws it', () => {
    $consent.set(['analytics', 'marketing']);
    render(<CookieBanner />);
    expect(banner().hidden).toBe(true);
    act(() => openConsentSettings());
    const analytics = within(settings()).getByRole('checkbox', { name: /^Analíticas/ }) as HTMLInputElement;
    expect(analytics.checked).toBe(true);
    fireEvent.click(analytics);
    fireEvent.click(within(settings()).getByRole('button', { name: 'Guardar' }));
    expect($consent.get()).toEqual(['marketing']);
    expect(consentUpdates().at(-1)?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
    });
    expect(browser.written[0]).toMatch(/^cookie_consent=marketing;/);
  });

  test('failure: the session cannot be told (API down), the decision still holds on this device', async () => {
    sessionPut.mockRejectedValue(new Error('503'));
    render(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await eventually(() => expect(sessionPut).toHaveBeenCalled());
    expect($consent.get()).toEqual([]);
    expect(browser.written).toHaveLength(1);
    expect(banner().hidden).toBe(true);
  });
});

describe('Cookie banner server render and hydration', () => {
  test('the server renders the banner for everyone, without the dialog or any decision', () => {
    $consent.set(['analytics']);
    const html = renderToString(createElement(CookieBanner));
    expect(html).toContain('id="cookie-banner"');
    expect(html).not.toContain(' hidden');
    expect(html).not.toContain('<dialog');
    expect(html).toContain('data-consent-cookie="cookie_consent"');
  });

  test("hydrating a decided shopper's page matches the server HTML, then hides the banner", async () => {
    $consent.set(null);
    const html = renderToString(createElement(CookieBanner));
    const island = document.createElement('div');
    island.innerHTML = html;
    document.body.append(island);
    // The inline script hid it before React came.
    (island.querySelector('#cookie-banner') as HTMLElement).hidden = true;
    $consent.set(['marketing']);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(island, createElement(CookieBanner), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect((island.querySelector('#cookie-banner') as HTMLElement).hidden).toBe(true);
    island.remove();
  });
});
