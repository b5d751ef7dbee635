// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import {
  type LoadMenuFragment,
  wireMenuFragment,
} from '../../../../../src/components/shell/menu-fragment.client';
import { eventually } from '../../../support/eventually';

const FRAGMENT = `
  <ul data-panel-for="menu-kitchen"><li><a href="/sartenes"><img alt="">Sartenes</a></li></ul>
  <ul data-side-for="side-kitchen"><li><a href="/cazos">Cazos</a></li><li><a href="/sartenes">Sartenes</a></li></ul>`;

/** The navbar with two dropdowns and the side menu's button and lists, as the header renders them. */
function renderMenus(load: LoadMenuFragment) {
  document.body.innerHTML = `
    <button type="button" data-menu-fragment="/fragmentos/menu" id="side-button">Menú</button>
    <ul id="side-kitchen"><li><a href="/kitchen">Todo Cocina</a></li></ul>
    <nav data-menu-fragment="/fragmentos/menu"><ul>
      <li data-menu-item><a href="/kitchen" aria-current="true">Cocina</a><button type="button" id="toggle">▾</button>
        <div id="menu-kitchen" hidden data-menu-panel></div></li>
      <li data-menu-item><a href="/drinks">Bebidas</a><div id="menu-drinks" hidden data-menu-panel></div></li>
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
    await eventually(() => expect(hrefs('menu-kitchen')).toEqual(['/sartenes']));
    expect(asked).toEqual(['/fragmentos/menu']);
    // The side menu keeps its "Todo …" link first; a dropdown the fragment does not name stays empty.
    expect(hrefs('side-kitchen')).toEqual(['/kitchen', '/cazos', '/sartenes']);
    expect(hrefs('menu-drinks')).toEqual([]);
  });

  test("that cannot load leave every menu with each shop's own link", async () => {
    const { hrefs } = renderMenus(async () => {
      throw new Error('offline');
    });
    reach(document.getElementById('side-button')!);
    await eventually(() => expect(hrefs('menu-kitchen')).toEqual(['/kitchen']));
    expect(hrefs('menu-drinks')).toEqual(['/drinks']);
    expect(document.querySelector('#menu-kitchen a')?.hasAttribute('aria-current')).toBe(false);
    expect(hrefs('side-kitchen')).toEqual(['/kitchen']);
  });
});
