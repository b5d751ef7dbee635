const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The side menus are popovers, so they open, close on Escape and close on a click outside with
 * no JavaScript at all. This adds what a modal drawer owes keyboard users: focus moves in when it
 * opens, Tab stays inside while open, and focus returns to the button that opened it. It also
 * closes the drawer on a route change, so a page restored by Back never shows it still open.
 */
export function wireSideDrawers(root: Document): void {
  const drawers = [...root.querySelectorAll<HTMLElement>('[data-side-drawer]')];
  for (const drawer of drawers) {
    let opener: HTMLElement | null = null;
    drawer.addEventListener('beforetoggle', (event) => {
      if ((event as ToggleEvent).newState === 'open') opener = root.activeElement as HTMLElement | null;
    });
    drawer.addEventListener('toggle', (event) => {
      if ((event as ToggleEvent).newState === 'open') {
        drawer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      } else if (opener && (drawer.contains(root.activeElement) || root.activeElement === root.body)) {
        opener.focus();
      }
    });
    drawer.addEventListener('keydown', (event) => {
      if (event.key !== 'Tab') return;
      const focusable = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && root.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && root.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });
  }
  const closeAll = () => {
    for (const drawer of drawers) if (drawer.matches(':popover-open')) drawer.hidePopover();
  };
  root.defaultView?.addEventListener('pagehide', closeAll);
  root.defaultView?.addEventListener('hashchange', closeAll);
}
