/**
 * A dialog shown before React: the server renders a React dialog's markup once more with the same
 * component (of shared page data, never a shopper's) in an inert `<template>`, and a page script
 * puts it in the page and opens it when what it shows is known, while React is still on its way
 * (issue 27: tap to quick-buy popup).
 * Once React is there, its own dialog takes the copy's place in the same task (no frame without a
 * dialog, none with two), keeping the control that had focus and the element focus returns to.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The event React's dialog sends to the copy it replaces; the copy answers with its opener. */
const TAKE_OVER_EVENT = 'shop:dialog-take-over';
interface TakeOverDetail {
  opener: HTMLElement | null;
}

/** What a React dialog receives from the open copy it replaced. */
export interface TakenDialog {
  /** Where focus returns when the dialog closes: what had it before the copy opened. */
  opener: HTMLElement | null;
  /** The place, among the copy's controls, of the one that had focus (-1: none). */
  focused: number;
}

export function focusableIn(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * Tab from the last control goes back to the first (and Shift+Tab the other way). A modal
 * `<dialog>` alone lets focus leave for the browser's own toolbar before it comes back.
 */
export function keepFocusInside(
  dialog: HTMLElement,
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
): void {
  if (event.key !== 'Tab') return;
  const controls = focusableIn(dialog);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens the server's copy, put in the page, as a modal (`showModal()`: the page inert, Escape
 * closes). When the shopper closes it, it leaves the page, focus returns to `opener` and
 * `onClosed` runs; when React's dialog takes its place (takeOverEarlyDialog), neither. The signal
 * returned ends with the copy, either way: the caller's own listeners follow it.
 */
export function showEarlyDialog(
  dialog: HTMLDialogElement,
  opener: HTMLElement | null,
  onClosed: () => void,
): AbortSignal {
  const listening = new AbortController();
  const { signal } = listening;
  let taken = false;
  dialog.addEventListener(
    TAKE_OVER_EVENT,
    (event) => {
      taken = true;
      (event as CustomEvent<TakeOverDetail>).detail.opener = opener;
    },
    { signal },
  );
  dialog.addEventListener('keydown', (event) => keepFocusInside(dialog, event), { signal });
  dialog.addEventListener(
    'close',
    () => {
      listening.abort();
      if (taken) return;
      dialog.remove();
      if (opener?.isConnected) opener.focus();
      onClosed();
    },
    { signal },
  );
  dialog.showModal();
  return signal;
}

/**
 * React's dialog is opening: if its server copy (`id`) is open, the copy closes and leaves the
 * page, and what React needs to continue from it is returned; otherwise null.
 */
export function takeOverEarlyDialog(id: string): TakenDialog | null {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return null;
  const detail: TakeOverDetail = { opener: null };
  dialog.dispatchEvent(new CustomEvent(TAKE_OVER_EVENT, { detail }));
  const focused = focusableIn(dialog).indexOf(document.activeElement as HTMLElement);
  dialog.close();
  dialog.remove();
  return { opener: detail.opener, focused };
}
