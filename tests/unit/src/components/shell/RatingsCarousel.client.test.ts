// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { wireRatingsCarousel } from '../../../../../src/components/shell/RatingsCarousel.client';
import { eventually } from '../../../support/eventually';

/** A slide as RatingSlide.astro renders it. */
const slide = (n: number, count: number) =>
  `<li data-rating="${100 + n}" aria-label="Opinión ${n} de ${count}" aria-hidden="${n !== 1}" ${n !== 1 ? 'inert' : ''}></li>`;

/** The markup RatingsCarousel.astro renders: `inPage` of `count` ratings, the rest at `more`. */
function renderCarousel(count: number, inPage = count, more?: string): HTMLElement {
  const slides = Array.from({ length: inPage }, (_, index) => slide(index + 1, count)).join('');
  document.body.innerHTML = `
    <section data-ratings-carousel data-interval-ms="5000" ${more ? `data-more="${more}" data-preload-margin-px="800"` : ''}>
      <div hidden data-carousel-controls>
        <button data-carousel-prev aria-label="Opinión anterior"></button>
        <button data-carousel-pause aria-label="Pausar opiniones" data-label-pause="Pausar opiniones" data-label-play="Reanudar opiniones">❚❚</button>
        <button data-carousel-next aria-label="Opinión siguiente"></button>
      </div>
      <div aria-live="off" data-carousel-viewport><ul data-carousel-track>${slides}</ul></div>
    </section>`;
  return document.querySelector('[data-ratings-carousel]')!;
}

const shown = () =>
  [...document.querySelectorAll('li[aria-hidden="false"]')].map((slide) => slide.getAttribute('aria-label'));
const click = (selector: string) => document.querySelector<HTMLButtonElement>(selector)!.click();

describe('footer ratings carousel', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test('shows its controls once wired, and the buttons move one rating at a time', () => {
    renderCarousel(3);
    wireRatingsCarousel(document);
    expect(document.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(false);
    // The loop's copies are hidden from the start: one rating shows, one is not inert.
    expect(shown()).toEqual(['Opinión 1 de 3']);
    expect(document.querySelectorAll('li:not([inert])')).toHaveLength(1);
    click('[data-carousel-next]');
    expect(shown()).toEqual(['Opinión 2 de 3']);
    click('[data-carousel-prev]');
    click('[data-carousel-prev]');
    expect(shown()).toEqual(['Opinión 3 de 3']);
  });

  test('loops forward past the last rating without running out of slides', () => {
    renderCarousel(2);
    wireRatingsCarousel(document);
    for (let step = 0; step < 7; step++) click('[data-carousel-next]');
    expect(shown()).toEqual(['Opinión 2 de 2']);
    expect(document.querySelectorAll('li:not([inert])')).toHaveLength(1);
  });

  test('the pause button says what it will do and makes moves polite to announce', () => {
    renderCarousel(2);
    wireRatingsCarousel(document);
    click('[data-carousel-pause]');
    const pause = document.querySelector('[data-carousel-pause]')!;
    expect(pause.getAttribute('aria-label')).toBe('Reanudar opiniones');
    expect(document.querySelector('[data-carousel-viewport]')!.getAttribute('aria-live')).toBe('polite');
    click('[data-carousel-pause]');
    expect(pause.getAttribute('aria-label')).toBe('Pausar opiniones');
  });

  test('loads the rest of the ratings at once, skipping any the page shows, then moves through them all', async () => {
    renderCarousel(4, 2, '/fragmentos/opiniones-pie');
    const asked: string[] = [];
    wireRatingsCarousel(document, async (path) => {
      asked.push(path);
      return `<!DOCTYPE html>${slide(2, 4)}${slide(3, 4)}${slide(4, 4)}`;
    });
    expect(asked).toEqual(['/fragmentos/opiniones-pie']);
    expect(document.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(true);
    await eventually(() =>
      expect(document.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(false),
    );
    // Four ratings, doubled for the loop, the page's second one not twice.
    expect(document.querySelectorAll('[data-carousel-track] li')).toHaveLength(8);
    for (let step = 0; step < 3; step++) click('[data-carousel-next]');
    expect(shown()).toEqual(['Opinión 4 de 4']);
  });

  test("moves through the page's own ratings when the rest cannot load", async () => {
    renderCarousel(4, 2, '/fragmentos/opiniones-pie');
    wireRatingsCarousel(document, () => Promise.reject(new Error('offline')));
    await eventually(() =>
      expect(document.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(false),
    );
    expect(document.querySelectorAll('[data-carousel-track] li')).toHaveLength(4);
    click('[data-carousel-next]');
    expect(shown()).toEqual(['Opinión 2 de 4']);
  });

  test('a single rating gets no controls and nothing to wire', () => {
    document.body.innerHTML =
      '<section data-ratings-carousel><ul data-carousel-track><li></li><li></li></ul></section>';
    expect(() => wireRatingsCarousel(document)).not.toThrow();
  });
});
