// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { wireShopMenu } from '../../../../../src/components/shell/ShopNav.client';

const CLOSE_MS = 200;

/** Two shops of the navbar as ShopNav renders them, each with its toggle and hidden panel. */
function renderNav() {
  document.body.innerHTML = `
    <h1>Cocina</h1>
    <nav><ul>
      ${['kitchen', 'drinks']
        .map(
          (key) => `<li data-menu-item><a href="/${key}">${key}</a>
            <button type="button" aria-expanded="false" aria-controls="menu-${key}" data-menu-toggle>▾</button>
            <div id="menu-${key}" hidden data-menu-panel><a href="/${key}/a">a</a></div></li>`,
        )
        .join('')}
    </ul></nav>`;
  wireShopMenu(document, CLOSE_MS);
  const [kitchen, drinks] = [...document.querySelectorAll<HTMLElement>('[data-menu-item]')];
  const parts = (item: HTMLElement) => ({
    item,
    toggle: item.querySelector<HTMLButtonElement>('[data-menu-toggle]')!,
    panel: item.querySelector<HTMLElement>('[data-menu-panel]')!,
  });
  return { kitchen: parts(kitchen!), drinks: parts(drinks!) };
}

/** A tap as a touch screen sends it: pointer events of a touch, the compatibility mouse events, a click. */
function tap(target: HTMLElement) {
  // Entering fires on the target and on each ancestor it enters (pointerenter and mouseenter do not bubble).
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
  const entered = [target, target.closest<HTMLElement>('[data-menu-item]')].filter((node) => node !== null);
  for (const node of entered) node.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
  for (const node of entered) node.dispatchEvent(new MouseEvent('mouseenter'));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

describe('the navbar dropdowns', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a tap on the toggle opens the subcategories and they stay open', () => {
    const { kitchen } = renderNav();
    tap(kitchen.toggle);
    vi.advanceTimersByTime(CLOSE_MS * 2);
    expect(kitchen.panel.hidden).toBe(false);
    expect(kitchen.toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('a second tap, a tap outside or Escape close them', () => {
    const { kitchen } = renderNav();
    tap(kitchen.toggle);
    tap(kitchen.toggle);
    expect(kitchen.panel.hidden).toBe(true);
    tap(kitchen.toggle);
    tap(document.querySelector('h1')!);
    expect(kitchen.panel.hidden).toBe(true);
    tap(kitchen.toggle);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(kitchen.panel.hidden).toBe(true);
  });

  test('only one is open at a time', () => {
    const { kitchen, drinks } = renderNav();
    tap(kitchen.toggle);
    tap(drinks.toggle);
    expect(kitchen.panel.hidden).toBe(true);
    expect(drinks.panel.hidden).toBe(false);
  });

  test('a mouse opens them on hover and closes them 200 ms after leaving', () => {
    const { kitchen } = renderNav();
    kitchen.item.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(kitchen.panel.hidden).toBe(false);
    kitchen.item.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(CLOSE_MS - 1);
    expect(kitchen.panel.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(kitchen.panel.hidden).toBe(true);
  });
});
