import { BUY_FORM_ID } from '../../lib/cart/buy-form';
import { PENDING_ATTRIBUTE } from '../../lib/ui/hydration';
import { cart } from '../../stores/cart';

const REACHING = ['touchstart', 'pointerdown', 'focusin'] as const;

/**
 * Before React: a touch, a press or a focus on the buy form (or on the phone's buy bar), or a
 * press already held for React (src/directives/held-presses.ts), starts loading what an add needs
 * (the cart's calls, the API client, the panels an add opens) beside the buy island's own code,
 * not after React has come and hydrated (issue 27: tap to popup). Once hydrated the island asks
 * the same itself (AddToCart's expectAdd). A sold-out product's form asks nothing.
 */
export function expectAddOnBuyPress(root: Document): void {
  const form = root.getElementById(BUY_FORM_ID);
  if (!form || form.querySelector('button[type="submit"]:disabled')) return;
  const controls: Element[] = [form, ...root.querySelectorAll(`[form="${BUY_FORM_ID}"]`)];
  const pressed = `[${PENDING_ATTRIBUTE}]`;
  if (controls.some((control) => control.matches(pressed) || control.querySelector(pressed))) {
    cart.expectAdd();
    return;
  }
  const expect = () => cart.expectAdd();
  for (const control of controls)
    for (const type of REACHING) control.addEventListener(type, expect, { once: true, passive: true });
}
