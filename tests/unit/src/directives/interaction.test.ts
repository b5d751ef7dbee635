// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import interaction from '../../../../src/directives/interaction';
import { PRESS_ADDING_ATTRIBUTE } from '../../../../src/lib/ui/hydration';

/** An island's server HTML: a plain form whose buttons must answer their first click. */
function island(): { island: HTMLElement; button: HTMLButtonElement; clicks: Event[] } {
  const element = document.createElement('astro-island');
  element.innerHTML =
    '<form method="post" action="/configurar-cookies"><button name="choice" value="reject">Rechazar</button></form><a href="/links/cookies">Política</a>';
  document.body.append(element);
  const clicks: Event[] = [];
  // Stands for React's root listener and the browser's default action, which run after the island's capture.
  element.addEventListener('click', (event) => clicks.push(event));
  return { island: element, button: element.querySelector('button') as HTMLButtonElement, clicks };
}

/** A hydration that ends when the test says. */
function deferredLoad() {
  let finish: (ok: boolean) => void = () => {};
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(
    () =>
      new Promise<typeof hydrate>((resolve, reject) => {
        finish = (ok) => (ok ? resolve(hydrate) : reject(new Error('chunk failed')));
      }),
  );
  return { load, hydrate, finish: (ok: boolean) => finish(ok) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('client:interaction="name"', () => {
  test('a click on a button before hydration is held, then given again to the hydrated button', async () => {
    const { island: element, button, clicks } = island();
    const { load, hydrate, finish } = deferredLoad();
    interaction(load, { name: 'CookieBanner', value: 'cookie-banner' }, element);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    // Held: the form does not post and React (not there yet) is not asked.
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    finish(true);
    await settle();
    expect(hydrate).toHaveBeenCalled();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.target).toBe(button);
    // Once hydrated, clicks go straight through.
    button.click();
    expect(clicks).toHaveLength(2);
  });

  test('if React cannot load, the held click is given back and the plain form posts', async () => {
    const { island: element, button, clicks } = island();
    const { load, finish } = deferredLoad();
    interaction(load, { name: 'CookieBanner', value: 'cookie-banner' }, element);
    button.click();
    expect(clicks).toEqual([]);
    finish(false);
    await settle();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.defaultPrevented).toBe(false);
  });

  test('clicks on a link are left alone (it works the same before React)', () => {
    const { island: element, clicks } = island();
    const { load } = deferredLoad();
    interaction(load, { name: 'CookieBanner', value: 'cookie-banner' }, element);
    const link = element.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(clicks).toHaveLength(1);
  });
});

describe('client:interaction (unnamed: any first interaction)', () => {
  test('an island cued while a press is being added before React loads once the add has its answer', async () => {
    const { island: element } = island();
    const { load } = deferredLoad();
    document.documentElement.setAttribute(PRESS_ADDING_ATTRIBUTE, '');
    interaction(load, { name: 'MiniCart', value: '' }, element);
    window.dispatchEvent(new Event('pointerover'));
    await settle();
    await settle();
    expect(load).not.toHaveBeenCalled();
    document.documentElement.removeAttribute(PRESS_ADDING_ATTRIBUTE);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  test('the buy button’s first click, before React, is held and shown as pressed; it goes to React once hydrated', async () => {
    const { island: element, button, clicks } = island();
    const { load, finish } = deferredLoad();
    interaction(load, { name: 'AddToCart', value: '' }, element);
    button.click();
    expect(clicks).toEqual([]);
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    finish(true);
    await settle();
    expect(clicks).toHaveLength(1);
    expect(button.hasAttribute('data-pending')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('the island’s state mark (data-island)', () => {
  test('waiting until its cue, hydrating while its code loads, ready once React is there', async () => {
    const { island: element } = island();
    const { load, finish } = deferredLoad();
    interaction(load, { name: 'CookieBanner', value: 'cookie-banner' }, element);
    expect(element.dataset.island).toBe('waiting');
    element.dispatchEvent(new Event('focusin'));
    // Its code is asked for once the event has been dispatched (a task later).
    expect(load).not.toHaveBeenCalled();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(element.dataset.island).toBe('hydrating');
    finish(true);
    await settle();
    expect(element.dataset.island).toBe('ready');
  });
});
