/**
 * The category navbar's dropdowns (spec §2): hovering a shop opens its subcategories and leaving
 * closes them `closeDelayMs` later; the toggle button opens them by keyboard, Escape closes and
 * returns focus to it, and only one is open at a time.
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
  for (const item of items) {
    const { toggle } = parts(item);
    item.addEventListener('mouseenter', () => open(item));
    item.addEventListener('mouseleave', () => {
      clearTimeout(closeTimer);
      closeTimer = setTimeout(() => setOpen(item, false), closeDelayMs);
    });
    toggle.addEventListener('click', () =>
      toggle.getAttribute('aria-expanded') === 'true' ? setOpen(item, false) : open(item),
    );
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
      setOpen(item, false);
      toggle.focus();
    });
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) setOpen(item, false);
    });
  }
}
