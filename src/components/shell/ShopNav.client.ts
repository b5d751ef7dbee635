/** Reads the fragment with the dropdowns' subcategories (`data-menu-panels`); rejects on any failure. */
export type LoadPanels = (path: string) => Promise<string>;

const fetchPanels: LoadPanels = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
};

/** Puts each list of the fragment into the dropdown it names; a dropdown it lacks keeps its link. */
function fillPanels(root: Document, html: string): void {
  const template = root.createElement('template');
  template.innerHTML = html;
  for (const list of template.content.querySelectorAll<HTMLElement>('[data-panel-for]')) {
    const panel = root.getElementById(list.dataset.panelFor ?? '');
    if (!panel) continue;
    // A shopper already on the dropdown's link stays in the dropdown, on its first subcategory.
    const hadFocus = panel.contains(root.activeElement);
    panel.replaceChildren(list);
    if (hadFocus) list.querySelector('a')?.focus();
  }
}

/**
 * Fills the dropdowns once, the first time the navbar is reached (a pointer over it, a touch, focus
 * inside): a page only read never asks for them. A failure leaves each dropdown's link to its shop.
 */
function loadPanelsWhenReached(root: Document, nav: HTMLElement, loadPanels: LoadPanels): void {
  const path = nav.dataset.menuPanels;
  if (!path) return;
  const reached = ['pointerover', 'touchstart', 'focusin'];
  const load = () => {
    for (const type of reached) nav.removeEventListener(type, load);
    loadPanels(path).then(
      (html) => fillPanels(root, html),
      () => undefined,
    );
  };
  for (const type of reached) nav.addEventListener(type, load, { passive: true });
}

/**
 * The category navbar's dropdowns (spec §2): hovering a shop with a mouse opens its subcategories
 * and leaving closes them `closeDelayMs` later; the toggle button opens and closes them by tap,
 * click or keyboard; a tap or click outside and Escape close them (Escape returns focus to the
 * toggle), and only one is open at a time.
 *
 * Hover listens to pointer events of mouse pointers only: a tap also fires the compatibility
 * `mouseenter` before its `click`, which opened the panel and let the click close it at once.
 */
export function wireShopMenu(
  root: Document,
  closeDelayMs: number,
  loadPanels: LoadPanels = fetchPanels,
): void {
  const nav = root.querySelector<HTMLElement>('[data-shop-menu]');
  if (nav) loadPanelsWhenReached(root, nav, loadPanels);
  const items = [...root.querySelectorAll<HTMLElement>('[data-menu-item]')].filter((item) =>
    item.querySelector('[data-menu-toggle]'),
  );
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const parts = (item: HTMLElement) => ({
    toggle: item.querySelector<HTMLButtonElement>('[data-menu-toggle]')!,
    panel: item.querySelector<HTMLElement>('[data-menu-panel]')!,
  });
  const isOpen = (item: HTMLElement) => parts(item).toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (item: HTMLElement, open: boolean) => {
    const { toggle, panel } = parts(item);
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const open = (item: HTMLElement) => {
    clearTimeout(closeTimer);
    for (const other of items) if (other !== item) setOpen(other, false);
    setOpen(item, true);
  };
  const isMouse = (event: Event) => (event as PointerEvent).pointerType === 'mouse';
  for (const item of items) {
    const { toggle } = parts(item);
    item.addEventListener('pointerenter', (event) => {
      if (isMouse(event)) open(item);
    });
    item.addEventListener('pointerleave', (event) => {
      if (!isMouse(event)) return;
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => setOpen(item, false), closeDelayMs);
    });
    toggle.addEventListener('click', () => (isOpen(item) ? setOpen(item, false) : open(item)));
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isOpen(item)) return;
      setOpen(item, false);
      toggle.focus();
    });
    item.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      // Focus leaving for nowhere (a tap on plain text) is the outside tap's to handle.
      if (next && !item.contains(next)) setOpen(item, false);
    });
  }
  root.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const item of items) if (isOpen(item) && !item.contains(target)) setOpen(item, false);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const item of items) if (isOpen(item)) setOpen(item, false);
  });
}
