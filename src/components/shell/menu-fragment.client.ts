/** Reads the menus' fragment (`data-menu-fragment`); rejects on any failure. */
export type LoadMenuFragment = (path: string) => Promise<string>;

const fetchFragment: LoadMenuFragment = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
};

/**
 * Puts the fragment's lists where they belong: a navbar dropdown's (`data-panel-for`) replaces the
 * dropdown's link to its shop, a side menu shop's (`data-side-for`) follows its "Todo …" link.
 * Focus on a dropdown's link moves to its first subcategory.
 */
function fillMenus(root: Document, html: string): void {
  const template = root.createElement('template');
  template.innerHTML = html;
  for (const list of template.content.querySelectorAll<HTMLElement>('[data-panel-for]')) {
    const panel = root.getElementById(list.dataset.panelFor ?? '');
    if (!panel) continue;
    const hadFocus = panel.contains(root.activeElement);
    panel.replaceChildren(list);
    if (hadFocus) list.querySelector('a')?.focus();
  }
  for (const list of template.content.querySelectorAll<HTMLElement>('[data-side-for]')) {
    root.getElementById(list.dataset.sideFor ?? '')?.append(...list.children);
  }
}

/**
 * The header's menus list each shop's subcategories once, in a cached fragment
 * (lib/catalogue/menu.ts), not in every page: it is read the first time a pointer, a touch or focus
 * reaches the navbar or the side menu's button, so a page only read never asks for it. Until then,
 * and if it cannot load, every menu still offers each whole shop.
 */
export function wireMenuFragment(root: Document, load: LoadMenuFragment = fetchFragment): void {
  const reachable = [...root.querySelectorAll<HTMLElement>('[data-menu-fragment]')];
  const path = reachable[0]?.dataset.menuFragment;
  if (!path) return;
  const reached = ['pointerover', 'touchstart', 'focusin'];
  const loadOnce = () => {
    for (const element of reachable) for (const type of reached) element.removeEventListener(type, loadOnce);
    load(path).then(
      (html) => fillMenus(root, html),
      () => undefined,
    );
  };
  for (const element of reachable)
    for (const type of reached) element.addEventListener(type, loadOnce, { passive: true });
}
