// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { holdPresses, pressesFirst } from '../../../../src/directives/held-presses';
import {
  HELD_PRESS_FALLBACK_MS,
  IN_PLACE_LINK_ATTRIBUTE,
  islandHydrateEvent,
  PENDING_ATTRIBUTE,
  PRESS_ADDING_ATTRIBUTE,
  PRESS_FIRST_ATTRIBUTE,
  PRESS_FIRST_MAX_MS,
  PRESS_SCRIPTS_ATTRIBUTE,
  WAKES_ATTRIBUTE,
} from '../../../../src/lib/ui/hydration';
import { LATE_SCRIPT_TYPE } from '../../../../src/lib/ui/late-scripts';

/** An island's server HTML: a buy form with a quantity and a submit button, and a plain button. */
function island() {
  const element = document.createElement('astro-island');
  element.innerHTML =
    '<form method="post" action="/cart/add"><input name="quantity" value="1"><button type="submit">Añadir al carrito</button></form><button type="button">+</button>';
  document.body.append(element);
  const form = element.querySelector('form') as HTMLFormElement;
  const submits: Event[] = [];
  // Stands for the browser's plain post (and React's root listener): what runs after the island's capture.
  form.addEventListener('submit', (event) => {
    submits.push(event);
    event.preventDefault();
  });
  return { element, form, submit: form.querySelector('button') as HTMLButtonElement, submits };
}

/** The address book's 'Editar': a link its island follows in place once hydrated. */
function inPlaceLink(element: HTMLElement): HTMLAnchorElement {
  element.insertAdjacentHTML(
    'beforeend',
    `<a href="/account/addresses?editar=7" ${IN_PLACE_LINK_ATTRIBUTE}>Editar</a>`,
  );
  return element.querySelector('a') as HTMLAnchorElement;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('holdPresses', () => {
  test('a held press wakes the named islands it shows in (the buy form’s mini cart and popup), once', () => {
    const { element, submit } = island();
    // As the product page sets it: on the element around the buy island.
    const around = document.createElement('div');
    around.setAttribute(WAKES_ATTRIBUTE, 'mini-cart cart-overlays');
    element.replaceWith(around);
    around.append(element);
    const woken: string[] = [];
    for (const name of ['mini-cart', 'cart-overlays', 'search-bar'])
      window.addEventListener(islandHydrateEvent(name), () => woken.push(name));
    holdPresses(element, vi.fn());
    submit.click();
    submit.click();
    expect(woken).toEqual(['mini-cart', 'cart-overlays']);
  });

  test('a press on a control without islands to wake wakes none', () => {
    const { element } = island();
    const woken = vi.fn();
    window.addEventListener(islandHydrateEvent('mini-cart'), woken);
    holdPresses(element, vi.fn());
    element.querySelector<HTMLButtonElement>('button[type="button"]')!.click();
    expect(woken).not.toHaveBeenCalled();
  });

  test('a press another script took (the buy form’s add before React) is not pressed again', () => {
    const { element, submit, submits } = island();
    const presses = holdPresses(element, vi.fn());
    submit.click();
    element.setAttribute('data-press-taken', '');
    presses.release();
    expect(submits).toHaveLength(0);
  });

  test('only the first press is kept: a second tap while waiting does not add twice', () => {
    const { element, submit, submits } = island();
    const begin = vi.fn();
    const presses = holdPresses(element, begin);
    submit.click();
    submit.click();
    expect(submits).toHaveLength(0);
    presses.release();
    expect(submits).toHaveLength(1);
  });

  test('Enter in a field of a form without its button in the island is held and submitted again', () => {
    const { element, form, submit, submits } = island();
    submit.remove();
    const presses = holdPresses(element, vi.fn());
    form.requestSubmit();
    expect(submits).toHaveLength(0);
    presses.release();
    expect(submits).toHaveLength(1);
  });

  test('a button outside the island that submits its form (the phone’s buy bar) is held by the form’s submit', () => {
    const { element, form, submits } = island();
    const bar = document.createElement('button');
    bar.type = 'submit';
    bar.setAttribute('form', 'buy');
    form.id = 'buy';
    document.body.append(bar);
    const presses = holdPresses(element, vi.fn());
    bar.click();
    expect(submits).toHaveLength(0);
    expect(bar.hasAttribute('data-pending')).toBe(true);
    presses.release();
    expect(submits).toHaveLength(1);
  });

  test('when React has not come within the fallback, the press goes through as without JavaScript', () => {
    vi.useFakeTimers();
    const { element, submit, submits } = island();
    holdPresses(element, vi.fn());
    submit.click();
    vi.advanceTimersByTime(HELD_PRESS_FALLBACK_MS - 1);
    expect(submits).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(submits).toHaveLength(1);
    expect(submits[0]?.defaultPrevented).toBe(true); // only by this test's stand-in for the post
  });

  test('a client render that replaced the controls: the press goes to the control in the same place', () => {
    const { element, submits } = island();
    const presses = holdPresses(element, vi.fn());
    (element.querySelector('button[type="button"]') as HTMLButtonElement).click();
    element.innerHTML = '<form><button type="submit">Añadir</button></form><button type="button">+</button>';
    const plus = vi.fn();
    element.querySelector('button[type="button"]')?.addEventListener('click', plus);
    presses.release();
    expect(plus).toHaveBeenCalledTimes(1);
    expect(submits).toHaveLength(0);
  });

  test('a link the island follows in place (the address book’s Editar) waits for React like a button', () => {
    const { element } = island();
    const link = inPlaceLink(element);
    const followed: boolean[] = [];
    // Stands for the browser following the link: whether the click reached it still allowed.
    link.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    const presses = holdPresses(element, vi.fn());
    link.click();
    expect(followed).toEqual([]);
    expect(link.getAttribute('data-pending')).toBe('');
    presses.release();
    expect(followed).toEqual([true]);
    expect(link.hasAttribute('data-pending')).toBe(false);
  });

  test('a click that opens the link elsewhere (Ctrl, ⌘ or Shift) is the browser’s, never held', () => {
    const { element } = island();
    const link = inPlaceLink(element);
    const clicks: MouseEvent[] = [];
    link.addEventListener('click', (event) => {
      clicks.push(event);
      event.preventDefault();
    });
    const presses = holdPresses(element, vi.fn());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(clicks).toHaveLength(1);
    expect(link.hasAttribute('data-pending')).toBe(false);
    presses.release();
    expect(clicks).toHaveLength(1);
  });

  test('a link React replaces by a button as the replayed click hydrates it: the click goes to the button, the link is not followed', () => {
    const { element } = island();
    element.insertAdjacentHTML(
      'beforeend',
      `<button type="button" aria-label="Quitar Pan">×</button><a href="/cart?vaciar=1" ${IN_PLACE_LINK_ATTRIBUTE}>Limpiar carrito</a>`,
    );
    const link = element.querySelector('a') as HTMLAnchorElement;
    const confirm = vi.fn();
    // Stands for React's root listener hydrating at the click: the line's button gone, the link drawn as a button.
    element.addEventListener(
      'click',
      () => {
        element.querySelector('[aria-label="Quitar Pan"]')?.remove();
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Limpiar carrito';
        button.addEventListener('click', confirm);
        link.replaceWith(button);
      },
      { once: true },
    );
    // The browser follows the link after every listener, unless one cancelled the click.
    const clicks: Event[] = [];
    link.addEventListener('click', (event) => clicks.push(event));
    const presses = holdPresses(element, vi.fn());
    link.click();
    presses.release();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(clicks.map((event) => event.defaultPrevented)).toEqual([true]);
  });
});

/**
 * The buy form's area as the product page renders it: the islands an add wakes, and the early add's
 * script named inert in a template (lib/ui/late-scripts.ts), with the screens where islands wait
 * for it (`first`, PRESS_FIRST_ATTRIBUTE) when given. Its source is a data URL running `script`:
 * by default it counts how often it was asked for.
 */
function buyArea({
  script = 'globalThis.pressScriptRuns=(globalThis.pressScriptRuns??0)+1;',
  first,
}: {
  script?: string;
  first?: string;
} = {}) {
  const { element, submit } = island();
  const around = document.createElement('div');
  around.setAttribute(WAKES_ATTRIBUTE, 'mini-cart');
  element.replaceWith(around);
  const src = `data:text/javascript,${script}//${Math.random()}`;
  const screens = first ? ` ${PRESS_FIRST_ATTRIBUTE}="${first}"` : '';
  around.innerHTML = `<template ${PRESS_SCRIPTS_ATTRIBUTE}${screens}><script type="${LATE_SCRIPT_TYPE}" data-src="${src}"></script></template>`;
  around.prepend(element);
  return { element, submit };
}

describe('the scripts named for a press', () => {
  const runs = () => (globalThis as { pressScriptRuns?: number }).pressScriptRuns ?? 0;

  test('the first touch of the island asks for them at once, before any press, and only once', async () => {
    const { element, submit } = buyArea();
    holdPresses(element, vi.fn());
    const before = runs();
    submit.dispatchEvent(new Event('touchstart', { bubbles: true }));
    submit.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(runs()).toBe(before + 1));
    submit.click();
    await vi.dynamicImportSettled();
    expect(runs()).toBe(before + 1);
  });

  test('a press with no touch before it (a click from assistive technology) asks for them as it is held', async () => {
    const { element, submit } = buyArea();
    holdPresses(element, vi.fn());
    const before = runs();
    submit.click();
    expect(submit.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    await vi.waitFor(() => expect(runs()).toBe(before + 1));
  });

  test('once React is there (released) a touch asks for nothing: the island’s own handlers do the work', async () => {
    const { element, submit } = buyArea();
    const presses = holdPresses(element, vi.fn());
    const before = runs();
    presses.release();
    submit.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await vi.dynamicImportSettled();
    expect(runs()).toBe(before);
  });

  test('where the press shows its result in React (no PRESS_FIRST_ATTRIBUTE, or its screens not these), nothing waits for its scripts', async () => {
    const { element, submit } = buyArea();
    holdPresses(element, vi.fn());
    const before = runs();
    submit.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(pressesFirst()).toBeNull();
    // Its scripts are asked for all the same.
    await vi.waitFor(() => expect(runs()).toBe(before + 1));
  });

  test('an island with none named asks for nothing and holds its press as before', () => {
    const { element, submit, submits } = island();
    holdPresses(element, vi.fn());
    submit.dispatchEvent(new Event('touchstart', { bubbles: true }));
    submit.click();
    expect(submits).toHaveLength(0);
    expect(submit.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
  });
});

describe('islands wait for a press added before React (pressesFirst)', () => {
  const html = document.documentElement;
  const settledFlag = (promise: Promise<void> | null) => {
    const state = { settled: false };
    void promise?.then(() => {
      state.settled = true;
    });
    return state;
  };
  afterEach(() => html.removeAttribute(PRESS_ADDING_ATTRIBUTE));

  test('nothing asked for and nothing being added: nothing to wait for', () => {
    expect(pressesFirst()).toBeNull();
  });

  test('the press scripts a touch asked for, then the add they started: islands load once it has its answer', async () => {
    // The early add's script takes a held press as it runs, and marks the page while it adds.
    const { element, submit } = buyArea({
      script: `document.documentElement.setAttribute('${PRESS_ADDING_ATTRIBUTE}','');`,
      first: 'all',
    });
    holdPresses(element, vi.fn());
    submit.dispatchEvent(new Event('touchstart', { bubbles: true }));
    const first = settledFlag(pressesFirst());
    await vi.waitFor(() => expect(html.hasAttribute(PRESS_ADDING_ATTRIBUTE)).toBe(true));
    await vi.dynamicImportSettled();
    expect(first.settled).toBe(false);
    html.removeAttribute(PRESS_ADDING_ATTRIBUTE);
    await vi.waitFor(() => expect(first.settled).toBe(true));
    expect(pressesFirst()).toBeNull();
  });

  test('an add that has no answer holds the islands back for PRESS_FIRST_MAX_MS at most', async () => {
    vi.useFakeTimers();
    html.setAttribute(PRESS_ADDING_ATTRIBUTE, '');
    const first = settledFlag(pressesFirst());
    await vi.advanceTimersByTimeAsync(PRESS_FIRST_MAX_MS - 1);
    expect(first.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.settled).toBe(true);
  });
});
