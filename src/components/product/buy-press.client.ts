import type { CartLine, CartProduct } from '@shop/contract/cart';
import { BUY_FORM_ID, BUY_LINE_ATTRIBUTE } from '../../lib/cart/buy-form';
import {
  ISLAND_STATE_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  PRESS_ADDING_ATTRIBUTE,
  PRESS_FIRST_ATTRIBUTE,
  PRESS_TAKEN_ATTRIBUTE,
} from '../../lib/ui/hydration';
import { API_URL } from '../../stores/api-url';
import { cart } from '../../stores/cart';

const REACHING = ['touchstart', 'pointerdown', 'focusin'] as const;
const PRESSED = `[${PENDING_ATTRIBUTE}]`;
/** The buy forms whose add is expected, and those whose early presses are taken: each once. */
const expectingForms = new WeakSet<Element>();
const takingForms = new WeakSet<Element>();

/** What the page gives for an add before React (BUY_LINE_ATTRIBUTE): the line's product and unit price. */
export interface BuyLine {
  product: CartProduct;
  unit: number;
}

/**
 * A new shopper's early add's calls (api/cart-ahead.ts), loaded at the first touch of the buy form
 * rather than with the page: the product page's JavaScript before any interaction stays within
 * its 15 KB.
 */
const aheadCalls = () => import('../../api/cart-ahead');
/** The early popup's code, once it has come: a save's answer then opens it without waiting for a further task. */
let popupCode: typeof import('./early-quick-buy.client') | undefined;
const earlyPopup = async () => {
  popupCode ??= await import('./early-quick-buy.client');
  return popupCode;
};

/**
 * The quick-buy popup's early copy (early-quick-buy.client.ts), watched from the first touch of the
 * buy form on: a saved add opens it at once when React's popup is not there yet, so the popup
 * waits for the save's answer only (issue 27: tap to popup ≤ 1 s). Never before the first touch
 * (the budget of JavaScript before it: nothing of it, not even its ids, is imported here); pages
 * without the line (gift cards) have no copy and load nothing.
 */
function watchQuickBuyEarly(root: Document): void {
  const line = buyLineOf(root);
  if (!line) return;
  earlyPopup()
    .then((popup) => popup.watchQuickBuyEarly(root, line.product.id))
    .catch(() => {});
}

/**
 * A new shopper's save sent ahead (api/cart-ahead.ts) whose answer opens the early popup with the
 * saved line as soon as it comes, in the same task, not after the cart store has loaded the API
 * client and read it (issue 27: tap to popup ≤ 1 s). The store reads the same answer as ever.
 */
function showingSaved(root: Document, productId: number, answer: Promise<unknown>): Promise<unknown> {
  answer
    .then(async (saved) => (popupCode ?? (await earlyPopup())).showSavedEarly(root, productId, saved))
    .catch(() => {});
  return answer;
}

/** The page's line for an add before React, when it has one (BUY_LINE_ATTRIBUTE). */
function buyLineOf(root: Document): BuyLine | null {
  const json = root.querySelector(`[${BUY_LINE_ATTRIBUTE}]`)?.getAttribute(BUY_LINE_ATTRIBUTE);
  return json ? (JSON.parse(json) as BuyLine) : null;
}

/**
 * Whether the page's islands wait for this add: on the screens its press template names
 * (PRESS_FIRST_ATTRIBUTE, EarlyAdd.astro: phones, where the early popup shows the result).
 */
function addsFirst(root: Document): boolean {
  const media = root.querySelector(`template[${PRESS_FIRST_ATTRIBUTE}]`)?.getAttribute(PRESS_FIRST_ATTRIBUTE);
  return Boolean(media && root.defaultView?.matchMedia(media).matches);
}

/** The buy form's controls: the form itself and what submits it from outside (the phone's buy bar). */
const buyControls = (root: Document, form: HTMLElement): Element[] => [
  form,
  ...root.querySelectorAll(`[form="${BUY_FORM_ID}"]`),
];
const pressedIn = (controls: Element[]): HTMLElement | null =>
  controls
    .map((control) => (control.matches(PRESSED) ? control : control.querySelector(PRESSED)))
    .find((control) => control instanceof HTMLElement) ?? null;

/**
 * Before React: a touch, a press or a focus on the buy form (or on the phone's buy bar), or a
 * press already held for React (src/directives/held-presses.ts), starts loading what an add needs
 * (the cart's calls, the API client, the panels an add opens) beside the buy island's own code,
 * not after React has come and hydrated (issue 27: tap to popup). Once hydrated the island asks
 * the same itself (AddToCart's expectAdd). A sold-out product's form asks nothing. `reached`: the
 * shopper has touched or pressed the buy form already (the early add's own script, asked for then).
 */
export function expectAddOnBuyPress(root: Document, reached = false): void {
  const form = root.getElementById(BUY_FORM_ID);
  if (!form || form.querySelector('button[type="submit"]:disabled')) return;
  const controls = buyControls(root, form);
  // A new shopper's guest session opens now too, without waiting for the API client's code. Where
  // the add shows in React (a desktop: the toast and the mini cart), React's code is asked for at
  // once, not after the island's own chunk has come and named it; on a phone it waits for the add
  // (addsFirst: src/directives/held-presses.ts, pressesFirst). Once per form, whichever of its two
  // scripts runs first (StickyBuyBar.astro, EarlyAdd.astro).
  const expect = () => {
    if (expectingForms.has(form)) return;
    expectingForms.add(form);
    aheadCalls()
      .then(({ openSessionAhead }) => openSessionAhead(API_URL))
      .catch(() => {});
    // The popup's code before the API client's: a new shopper's popup waits for it, not for the client.
    watchQuickBuyEarly(root);
    cart.expectAdd();
    // Astro's React renderer, an ES module (no CommonJS interop shipped with the page) with React beside it.
    if (!addsFirst(root)) import('@astrojs/react/client.js').catch(() => {});
  };
  if (reached || pressedIn(controls)) {
    expect();
    return;
  }
  for (const control of controls)
    for (const type of REACHING) control.addEventListener(type, expect, { once: true, passive: true });
}

/**
 * A press on 'Añadir al carrito' before React adds at once through the cart store, as the
 * hydrated island would (same store, same popup or toast, same line): the save then runs while
 * React is still on its way instead of after it (issue 27: tap to popup ≤ 1 s); a new shopper's
 * save is sent before the API client's code is there (api/cart-ahead.ts). A press React's
 * directive already held before this script came is taken over (PRESS_TAKEN_ATTRIBUTE), so it is
 * never pressed twice. Once the island is ready its own handlers do the work. Pages without the
 * line (gift cards, whose amount the island checks; sold-out products) keep the held press.
 */
export function addOnEarlyPress(root: Document): void {
  const form = root.getElementById(BUY_FORM_ID);
  const line = buyLineOf(root);
  // Once per form: both the page's script and the early add's own (EarlyAdd.astro) start it.
  if (!(form instanceof HTMLFormElement) || !line || takingForms.has(form)) return;
  takingForms.add(form);
  const island = form.closest(`[${ISLAND_STATE_ATTRIBUTE}]`);
  const early = () => island?.getAttribute(ISLAND_STATE_ATTRIBUTE) !== 'ready';
  let adding = false;

  const take = async (control: HTMLElement | null) => {
    if (adding) return;
    adding = true;
    // Any press this script does marks the island: React, once there, does not press it again,
    // and should the island's code fail, the page is not reloaded under the shopper
    // (layouts/chunk-reload.client.ts): this script keeps adding in its place. On a phone the
    // page's islands wait to load until the add has its answer (PRESS_ADDING_ATTRIBUTE).
    island?.setAttribute(PRESS_TAKEN_ATTRIBUTE, '');
    if (addsFirst(root)) root.documentElement.setAttribute(PRESS_ADDING_ATTRIBUTE, '');
    control?.setAttribute(PENDING_ATTRIBUTE, '');
    control?.setAttribute('aria-busy', 'true');
    const quantity = Math.max(1, Math.floor(Number(new FormData(form).get('quantity'))) || 1);
    // A browser without a saved cart (no session, or only the one this page's touch opened, which
    // may answer before the press) and no cart heard from another tab: the save goes out now, not
    // after the client. Checking the cookie alone sent a press after the touch's session had
    // answered the slow way, behind React's client (early-popup.e2e.ts failed 1 run in 12 so).
    const calls = await aheadCalls().catch(() => null);
    const ahead =
      calls?.noSavedCart() && !cart.$cart.get()
        ? (lines: CartLine[]) => showingSaved(root, line.product.id, calls.saveCartAhead(API_URL, lines))
        : undefined;
    if (ahead) cart.seed(null);
    try {
      await cart.add(line.product, line.unit, quantity, [], ahead);
    } finally {
      control?.removeAttribute(PENDING_ATTRIBUTE);
      control?.removeAttribute('aria-busy');
      root.documentElement.removeAttribute(PRESS_ADDING_ATTRIBUTE);
      adding = false;
    }
  };
  const onPress = (event: Event, control: HTMLElement | null) => {
    if (!early()) return;
    event.preventDefault();
    event.stopPropagation();
    void take(control);
  };

  root.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.('button[type="submit"]');
      if (control instanceof HTMLButtonElement && control.form === form) onPress(event, control);
    },
    { capture: true },
  );
  root.addEventListener(
    'submit',
    (event) => {
      if (event.target === form) onPress(event, (event as SubmitEvent).submitter);
    },
    { capture: true },
  );
  const held = pressedIn(buyControls(root, form));
  if (held && early()) void take(held);
}
