// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest';
import { wireRatingsCarousel } from '../../../../../src/components/shell/RatingsCarousel.client';

/** The markup RatingsCarousel.astro renders for `count` ratings (the list doubled). */
function renderCarousel(count: number): HTMLElement {
  const slides = Array.from(
    { length: count * 2 },
    (_, slide) =>
      `<li aria-label="Opinión ${(slide % count) + 1} de ${count}" aria-hidden="${slide !== 0}" ${slide !== 0 ? 'inert' : ''}></li>`,
  ).join('');
  document.body.innerHTML = `
    <section data-ratings-carousel data-interval-ms="5000">
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

  test('shows its controls once wired, and the buttons move one rating at a time', () => {
    renderCarousel(3);
    wireRatingsCarousel(document);
    expect(document.querySelector<HTMLElement>('[data-carousel-controls]')!.hidden).toBe(false);
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

  test('a single rating gets no controls and nothing to wire', () => {
    document.body.innerHTML =
      '<section data-ratings-carousel><ul data-carousel-track><li></li><li></li></ul></section>';
    expect(() => wireRatingsCarousel(document)).not.toThrow();
  });
});
