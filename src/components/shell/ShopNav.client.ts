/**
 * The category navbar's dropdowns (spec §2): hovering a shop with a mouse opens its subcategories
 * and leaving closes them `closeDelayMs` later; the toggle button opens and closes them by tap,
 * click or keyboard; a tap or click outside and Escape close them (Escape returns focus to the
 * toggle), and only one is open at a time.
 *
 * Hover listens to pointer events of mouse pointers only: a tap also fires the compatibility
 * `mouseenter` before its `click`, which opened the panel and let the click close it at once.
 */
export function wireShopMenu(root: Document, closeDelayMs: number): void {
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
