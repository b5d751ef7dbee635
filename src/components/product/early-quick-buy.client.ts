import {
  QUICK_BUY_EARLY_ID,
  QUICK_BUY_PART_ATTRIBUTE,
  QUICK_BUY_TEMPLATE_ID,
  type QuickBuyPart,
  quickBuyFigures,
} from '../../lib/cart/quick-buy';
import { QUICK_BUY_CLOSE_MS } from '../../lib/constants';
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
    if (shown === productId) showQuickBuyEarly(root, productId, root.activeElement as HTMLElement | null);
  });
}

/**
 * The copy does what the island's popup does: × and Escape close it and focus returns to `opener`
 * (what had it, as for React's), plus and minus change the line through the cart store (down to
 * zero closes it), 5 s without a click or a key close it.
 */
function showQuickBuyEarly(root: Document, productId: number, opener: HTMLElement | null): void {
  const template = root.getElementById(QUICK_BUY_TEMPLATE_ID);
  if (
    !(template instanceof HTMLTemplateElement) ||
    root.getElementById(QUICK_BUY_EARLY_ID) ||
    reactPopupOpen(root)
  )
    return;
  const dialog = root.importNode(template.content, true).firstElementChild;
  if (!(dialog instanceof HTMLDialogElement)) return;
  root.body.append(dialog);
  const part = (name: QuickBuyPart) =>
    dialog.querySelector<HTMLElement>(`[${QUICK_BUY_PART_ATTRIBUTE}="${name}"]`);
  const [decrease, increase] = part('stepper')?.querySelectorAll('button') ?? [];
  const lineNow = () => cart.$cart.get()?.items.find((line) => line.product.id === productId);

  const render = () => {
    const item = lineNow();
    const saving = cart.$saving.get();
    if (!item) {
      if (!saving) dialog.close();
      return;
    }
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
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dialog.close(), QUICK_BUY_CLOSE_MS);
  };

  render();
  const signal = showEarlyDialog(dialog, opener, closeQuickBuy);
  restartTimer();
  const unbind = [cart.$cart.listen(render), cart.$saving.listen(render)];
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
      else if (item && (control === decrease || control === increase))
        void cart.setQuantity(productId, item.quantity + (control === increase ? 1 : -1));
    },
    { signal },
  );
}
