import { nextSlide, previousSlide, settleSlide } from '../../lib/ratings/carousel';

/** Reads the fragment with the rest of the ratings (`data-more`); rejects on any failure. */
export type LoadSlides = (path: string) => Promise<string>;

const fetchSlides: LoadSlides = async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.text();
};

/** Adds the fragment's slides after the page's own, skipping any rating the page already shows. */
function appendSlides(root: Document, track: HTMLElement, html: string): void {
  const template = root.createElement('template');
  template.innerHTML = html;
  const shown = new Set([...track.children].map((slide) => (slide as HTMLElement).dataset.rating));
  for (const slide of template.content.querySelectorAll<HTMLElement>('li[data-rating]')) {
    if (!shown.has(slide.dataset.rating)) track.append(slide);
  }
}

/**
 * Wires the footer's ratings (spec §2 Footer). The page carries the first few; the rest
 * (`data-more`, a static fragment) load at once, since the shell brings this code only as the
 * carousel nears the screen (shell.client.ts), and then it starts: if they cannot load, it moves
 * through the page's own.
 */
export function wireRatingsCarousel(root: Document, loadSlides: LoadSlides = fetchSlides): void {
  const carousel = root.querySelector<HTMLElement>('[data-ratings-carousel]');
  const track = carousel?.querySelector<HTMLElement>('[data-carousel-track]');
  const controls = carousel?.querySelector<HTMLElement>('[data-carousel-controls]');
  // One rating (or none) has nothing to move: the server rendered no controls then.
  if (!carousel || !track || !controls) return;
  const more = carousel.dataset.more;
  if (!more) {
    startCarousel(root, carousel, track, controls);
    return;
  }
  loadSlides(more)
    .then((html) => appendSlides(root, track, html))
    .catch(() => {})
    .finally(() => startCarousel(root, carousel, track, controls));
}

/** Shows slide `index` (sliding to it, or at once), the others hidden from screen readers and focus. */
function placeSlide(track: HTMLElement, slides: HTMLElement[], index: number, instant: boolean): void {
  track.style.transition = instant ? 'none' : '';
  track.style.transform = `translateX(-${index * 100}%)`;
  // Style the jump before any later move, so that move animates from here.
  if (instant) void track.offsetWidth;
  slides.forEach((slide, position) => {
    slide.setAttribute('aria-hidden', String(position !== index));
    slide.inert = position !== index;
  });
}

/** The pause button says what a press will do: play when paused, pause when running. */
function labelPauseButton(button: HTMLButtonElement, paused: boolean): void {
  button.setAttribute('aria-label', (paused ? button.dataset.labelPlay : button.dataset.labelPause)!);
  button.textContent = paused ? '▶' : '❚❚';
}

/**
 * Moves the ratings every `data-interval-ms` while the carousel is on screen and not hovered or
 * focused, looping over the list doubled here. It never moves by itself for shoppers who prefer
 * reduced motion, and a button pauses it (WCAG 2.2.2).
 */
function startCarousel(
  root: Document,
  carousel: HTMLElement,
  track: HTMLElement,
  controls: HTMLElement,
): void {
  const view = root.defaultView!;
  // The loop slides into a copy of the list (lib/ratings/carousel.ts).
  for (const slide of [...track.children]) track.append(slide.cloneNode(true));
  const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]')!;
  const pauseButton = controls.querySelector<HTMLButtonElement>('[data-carousel-pause]')!;
  const slides = [...track.children] as HTMLElement[];
  const count = slides.length / 2;
  const intervalMs = Number(carousel.dataset.intervalMs);
  const reducedMotion = view.matchMedia('(prefers-reduced-motion: reduce)');
  let index = 0;
  let visible = false;
  let held = false;
  let paused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (next: number, instant: boolean) => {
    index = next;
    placeSlide(track, slides, index, instant);
  };
  /**
   * Forward from a slide of the copy first jumps to the same slide of the original, so the list
   * never runs out however fast the shopper clicks, and no transitionend is needed (reduced motion has none).
   */
  const forward = () => {
    const settled = settleSlide(index, count);
    if (settled !== index) show(settled, true);
    show(nextSlide(index, count), false);
  };
  const back = () => {
    const { from, index: target } = previousSlide(index, count);
    show(from, true);
    show(target, false);
  };

  // Only the shopper's own moves are announced; the automatic ones would talk over the page.
  const update = () => {
    viewport.setAttribute('aria-live', held || paused ? 'polite' : 'off');
    const running = visible && !held && !paused && !reducedMotion.matches;
    if (running && timer === undefined) timer = setInterval(forward, intervalMs);
    if (!running && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const hold = (value: boolean) => () => {
    held = value;
    update();
  };

  carousel.addEventListener('mouseenter', hold(true));
  carousel.addEventListener('mouseleave', hold(false));
  carousel.addEventListener('focusin', hold(true));
  carousel.addEventListener('focusout', hold(false));
  reducedMotion.addEventListener('change', update);
  controls.querySelector('[data-carousel-prev]')!.addEventListener('click', back);
  controls.querySelector('[data-carousel-next]')!.addEventListener('click', forward);
  pauseButton.addEventListener('click', () => {
    paused = !paused;
    labelPauseButton(pauseButton, paused);
    update();
  });
  new view.IntersectionObserver(([entry]) => {
    visible = Boolean(entry?.isIntersecting);
    update();
  }).observe(carousel);
  // The copies came in as their originals were: hide them (and any but the first) at once.
  show(0, true);
  controls.hidden = false;
}
