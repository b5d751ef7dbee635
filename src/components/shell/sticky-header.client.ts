/**
 * Spec §2: the header bar sticks to the top, sliding in, once the page has scrolled past
 * `thresholdPx`. The slot it leaves keeps its height so the page does not jump.
 */
export function watchStickyHeader(root: Document, thresholdPx: number): void {
  const slot = root.querySelector<HTMLElement>('[data-sticky-slot]');
  const bar = root.querySelector<HTMLElement>('[data-sticky-bar]');
  if (!slot || !bar) return;
  let stuck = false;
  const update = () => {
    const next = (root.defaultView?.scrollY ?? 0) > thresholdPx;
    if (next === stuck) return;
    stuck = next;
    if (stuck) slot.style.setProperty('--sticky-bar-height', `${bar.offsetHeight}px`);
    bar.dataset.stuck = String(stuck);
    // What sticks below it (a listing's Filtrar/Ordenar bar) sits under the stuck bar, measured
    // stuck: on the phone it is the compact one.
    root.documentElement.style.setProperty('--sticky-header-height', stuck ? `${bar.offsetHeight}px` : '0px');
  };
  root.defaultView?.addEventListener('scroll', update, { passive: true });
  update();
}
