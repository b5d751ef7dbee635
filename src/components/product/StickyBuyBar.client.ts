import { BUY_FORM_ID } from '../../lib/cart/buy-form';

/**
 * Shows the phone's buy bar while the page's buy form is scrolled above the screen, and hides it
 * again over the footer (it would cover its last lines). Without IntersectionObserver it stays
 * hidden: the buy form is still on the page.
 */
export function watchBuyBar(root: Document): void {
  const bar = root.querySelector<HTMLElement>('[data-sticky-buy]');
  const form = root.getElementById(BUY_FORM_ID);
  const view = root.defaultView;
  if (!bar || !form || !view || !('IntersectionObserver' in view)) return;
  let formAbove = false;
  let footerInView = false;
  const update = () => {
    bar.hidden = !formAbove || footerInView;
  };
  new view.IntersectionObserver(([entry]) => {
    formAbove = !entry!.isIntersecting && entry!.boundingClientRect.bottom <= 0;
    update();
  }).observe(form);
  const footer = root.querySelector('footer');
  if (footer)
    new view.IntersectionObserver(([entry]) => {
      footerInView = entry!.isIntersecting;
      update();
    }).observe(footer);
}
