/**
 * Runs `run` once, when `element` comes within its `data-preload-margin-px` of the bottom of the
 * screen: what a page shows far below the first screen (the footer's ratings) loads only for
 * shoppers who scroll towards it.
 */
export function whenNear(element: HTMLElement, run: () => void): void {
  const margin = Number(element.dataset.preloadMarginPx ?? 0);
  const near = new element.ownerDocument.defaultView!.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      near.disconnect();
      run();
    },
    { rootMargin: `0px 0px ${margin}px 0px` },
  );
  near.observe(element);
}
