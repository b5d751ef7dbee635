/** Reads the menus' fragment (`data-menu-fragment`); rejects on any failure. */
export type LoadMenuFragment = (path: string) => Promise<string>;

const fetchFragment: LoadMenuFragment = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
};

/**
 * Puts the fragment's lists where they belong: a navbar dropdown's (`data-panel-for`) into the
 * dropdown, a side menu shop's (`data-side-for`) after its "Todo …" link.
 */
function fillMenus(root: Document, html: string): void {
  const template = root.createElement('template');
  template.innerHTML = html;
  for (const list of template.content.querySelectorAll<HTMLElement>('[data-panel-for]')) {
    root.getElementById(list.dataset.panelFor ?? '')?.replaceChildren(list);
  }
  for (const list of template.content.querySelectorAll<HTMLElement>('[data-side-for]')) {
    root.getElementById(list.dataset.sideFor ?? '')?.append(...list.children);
  }
}

/** Without the fragment, each navbar dropdown offers its shop's own link (the side menu has its "Todo …"). */
function offerWholeShops(root: Document): void {
  for (const panel of root.querySelectorAll<HTMLElement>('[data-menu-panel]')) {
    const shop = panel.closest('[data-menu-item]')?.querySelector('a');
    if (panel.childElementCount > 0 || !shop) continue;
    const link = shop.cloneNode(true) as HTMLAnchorElement;
    link.removeAttribute('aria-current');
    panel.append(link);
  }
}

/**
 * The header's menus list each shop's subcategories once, in a cached fragment
 * (lib/catalogue/menu.ts), not in every page: it is read the first time a pointer, a touch or focus
 * reaches the navbar or the side menu's button, so a page only read never asks for it. If it cannot
 * load, every menu still offers each whole shop.
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
      () => offerWholeShops(root),
    );
  };
  for (const element of reachable)
    for (const type of reached) element.addEventListener(type, loadOnce, { passive: true });
}
