import {
  QUICK_BUY_EARLY_ID,
  QUICK_BUY_PART_ATTRIBUTE,
  QUICK_BUY_TEMPLATE_ID,
  type QuickBuyLine,
  type QuickBuyPart,
  quickBuyFigures,
} from '../../lib/cart/quick-buy';
import { savedLineOf } from '../../lib/cart/saved-line';
import { QUICK_BUY_CLOSE_MS, QUICK_BUY_MAX_WIDTH_PX } from '../../lib/constants';
import { showEarlyDialog } from '../../browser/early-dialog';
import { cart } from '../../stores/cart';
import { $quickBuy, closeQuickBuy } from '../../stores/cart-panels';

const QUICK_BUY = 'dialog.quick-buy';
const watched = new WeakSet<Document>();

/** React's popup is open already (a second add while it shows): it shows this add itself. */
function reactPopupOpen(root: Document): boolean {
  const own = root.querySelector(`${QUICK_BUY}:not(#${QUICK_BUY_EARLY_ID})`);
  return own instanceof HTMLDialogElement && own.open;
}

/**
 * The copy opened from a save's answer before the cart store had read it (showSavedEarly): it
 * waits for the store (`bind`), and a shopper who closed it before then does not see it again.
 */
interface AheadCopy {
  bind: (() => void) | null;
  closed: boolean;
}
const ahead = new WeakMap<Document, AheadCopy>();

/**
 * From now on, an add of the page's product (`productId`) saved, that opens the popup (a phone,
 * spec §4: `$quickBuy`), opens the page's server copy of it (QuickBuy.tsx's QuickBuyDialog,
 * `early`) in the same task, filled with the line the API saved, instead of after React has come,
 * hydrated and drawn (issue 27: tap to popup ≤ 1 s; on a phone at 4× CPU React's own draw took
 * 0.3 s more even once hydrated). An add saved before this was called shows too. React's popup,
 * when it opens, takes the copy's place (islands/shared/Dialog.tsx, `earlyId`).
 */
export function watchQuickBuyEarly(root: Document, productId: number): void {
  // Each touch of the buy form asks again (buy-press.client.ts): one watch per page.
  if (watched.has(root)) return;
  watched.add(root);
  $quickBuy.subscribe((shown) => {
    if (shown !== productId) return;
    const copy = ahead.get(root);
    ahead.delete(root);
    // Shown from the save's answer already: the store now has that save, and the copy follows it.
    if (copy?.closed) closeQuickBuy();
    else if (copy?.bind) copy.bind();
    else showQuickBuyEarly(root, productId, root.activeElement as HTMLElement | null);
  });
}

/**
 * A new shopper's early add was saved (src/api/cart-ahead.ts): on a phone the copy opens now,
 * filled with the product's line from the save's `answer`, in the task that reads it, without
 * waiting for the API client's code, the cart store's reading of the answer or React (issue 27:
 * tap to popup ≤ 1 s). Its steppers wait, disabled, until the store has the saved cart (as React's
 * popup's wait while a save runs); the close button, Escape and the 5 s work at once.
 */
export function showSavedEarly(root: Document, productId: number, answer: unknown): void {
  const line = savedLineOf(answer, productId);
  if (!line || root.defaultView!.innerWidth >= QUICK_BUY_MAX_WIDTH_PX || $quickBuy.get() === productId)
    return;
  const copy: AheadCopy = { bind: null, closed: false };
  copy.bind = showQuickBuyEarly(root, productId, root.activeElement as HTMLElement | null, line, () => {
    copy.closed = true;
  });
  if (copy.bind) ahead.set(root, copy);
}

/**
 * The copy does what the island's popup does: × and Escape close it and focus returns to `opener`
 * (what had it, as for React's), plus and minus change the line through the cart store (down to
 * zero closes it), 5 s without a click or a key close it. Opened with the `saved` line of a save
 * the store has not read yet, it shows that line until what it returns binds it to the store, once
 * the store has it (`onClosedFirst` runs if the shopper closes it before); otherwise it follows
 * the store's line at once. Null when it does not open.
 */
function showQuickBuyEarly(
  root: Document,
  productId: number,
  opener: HTMLElement | null,
  saved?: QuickBuyLine,
  onClosedFirst?: () => void,
): (() => void) | null {
  const template = root.getElementById(QUICK_BUY_TEMPLATE_ID);
  if (
    !(template instanceof HTMLTemplateElement) ||
    root.getElementById(QUICK_BUY_EARLY_ID) ||
    reactPopupOpen(root)
  )
    return null;
  const dialog = root.importNode(template.content, true).firstElementChild;
  if (!(dialog instanceof HTMLDialogElement)) return null;
  root.body.append(dialog);
  const part = (name: QuickBuyPart) =>
    dialog.querySelector<HTMLElement>(`[${QUICK_BUY_PART_ATTRIBUTE}="${name}"]`);
  const [decrease, increase] = part('stepper')?.querySelectorAll('button') ?? [];
  const lineNow = () => cart.$cart.get()?.items.find((line) => line.product.id === productId);

  let bound = false;
  const fill = (item: QuickBuyLine, saving: boolean) => {
    const figures = quickBuyFigures(item);
    for (const [name, text] of [
      ['total', figures.total],
      ['unit-line', figures.unitLine ?? ''],
      ['quantity', String(figures.quantity)],
    ] as const) {
      const element = part(name);
      if (element && element.textContent !== text) element.textContent = text;
    }
    decrease?.setAttribute('aria-disabled', String(saving || !figures.canDecrease));
    increase?.setAttribute('aria-disabled', String(saving || !figures.canIncrease));
  };
  const render = () => {
    const item = lineNow();
    const saving = cart.$saving.get();
    if (item) fill(item, saving);
    else if (!saving) dialog.close();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dialog.close(), QUICK_BUY_CLOSE_MS);
  };

  const unbind: (() => void)[] = [];
  const bind = () => {
    if (bound || signal.aborted) return;
    bound = true;
    render();
    unbind.push(cart.$cart.listen(render), cart.$saving.listen(render));
  };
  if (saved) fill(saved, true);
  else render();
  const signal = showEarlyDialog(dialog, opener, () => (bound ? closeQuickBuy() : onClosedFirst?.()));
  restartTimer();
  if (!saved) bind();
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    for (const stop of unbind) stop();
  });
  dialog.addEventListener('keydown', restartTimer, { signal });
  dialog.addEventListener(
    'click',
    (event) => {
      restartTimer();
      const control = (event.target as Element).closest('button');
      const item = lineNow();
      if (!control || control.getAttribute('aria-disabled') === 'true') return;
      if (control === part('close')) dialog.close();
      else if (bound && item && (control === decrease || control === increase))
        void cart.setQuantity(productId, item.quantity + (control === increase ? 1 : -1));
    },
    { signal },
  );
  return bind;
}
