// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest';
import {
  type LoadMenuFragment,
  wireMenuFragment,
} from '../../../../../src/components/shell/menu-fragment.client';

const FRAGMENT = `
  <ul data-panel-for="menu-kitchen"><li><a href="/sartenes"><img alt="">Sartenes</a></li></ul>
  <ul data-side-for="side-kitchen"><li><a href="/cazos">Cazos</a></li><li><a href="/sartenes">Sartenes</a></li></ul>`;

/** The navbar with two dropdowns and the side menu's button and lists, as the header renders them. */
function renderMenus(load: LoadMenuFragment) {
  document.body.innerHTML = `
    <button type="button" data-menu-fragment="/fragmentos/menu" id="side-button">Menú</button>
    <ul id="side-kitchen"><li><a href="/kitchen">Todo Cocina</a></li></ul>
    <nav data-menu-fragment="/fragmentos/menu"><ul>
      <li><button type="button" id="toggle">▾</button>
        <div id="menu-kitchen" hidden><a href="/kitchen">Todo Cocina</a></div></li>
      <li><div id="menu-drinks" hidden><a href="/drinks">Todo Bebidas</a></div></li>
    </ul></nav>`;
  wireMenuFragment(document, load);
  const hrefs = (id: string) =>
    [...document.getElementById(id)!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
  return { hrefs };
}

const reach = (element: Element) => element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

describe("the header menus' subcategories", () => {
  test('load once, when a menu is first reached, into the navbar dropdown and the side menu', async () => {
    const asked: string[] = [];
    const { hrefs } = renderMenus(async (path) => {
      asked.push(path);
      return FRAGMENT;
    });
    expect(asked).toEqual([]);
    reach(document.querySelector('nav')!);
    document.getElementById('side-button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(hrefs('menu-kitchen')).toEqual(['/sartenes']));
    expect(asked).toEqual(['/fragmentos/menu']);
    // The side menu keeps its "Todo …" link first; a dropdown the fragment does not name keeps its own.
    expect(hrefs('side-kitchen')).toEqual(['/kitchen', '/cazos', '/sartenes']);
    expect(hrefs('menu-drinks')).toEqual(['/drinks']);
  });

  test("that cannot load leave every menu with each shop's own link", async () => {
    let failed = false;
    const { hrefs } = renderMenus(async () => {
      failed = true;
      throw new Error('offline');
    });
    reach(document.getElementById('side-button')!);
    await vi.waitFor(() => expect(failed).toBe(true));
    expect(hrefs('menu-kitchen')).toEqual(['/kitchen']);
    expect(hrefs('side-kitchen')).toEqual(['/kitchen']);
  });

  test("a shopper on a dropdown's link when they arrive is moved to its first subcategory", async () => {
    let arrive: (html: string) => void = () => undefined;
    renderMenus(() => new Promise((resolve) => (arrive = resolve)));
    reach(document.getElementById('toggle')!);
    document.querySelector<HTMLElement>('#menu-kitchen a')!.focus();
    arrive(FRAGMENT);
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('href')).toBe('/sartenes'));
  });
});
