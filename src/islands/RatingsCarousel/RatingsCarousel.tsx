import { useEffect, useRef, useState } from 'react';
import { getRatings } from '../../api/ratings';
import { browserApi } from '../../api/public';
import type { Rating } from '../../api/types';
import { es, format } from '../../i18n/es';
import { doubled, nextSlide, previousSlide, settleSlide } from '../../lib/carousel';
import { FOOTER_RATINGS_PER_PAGE, FOOTER_RATINGS_ROTATION_MS } from '../../lib/constants';
import { RatingSlide } from './RatingSlide';
import { useAutoAdvance } from './useAutoAdvance';

/**
 * The footer's customer ratings (spec §2 Footer): the newest 20, advancing every 5 s while the
 * carousel is on screen and not hovered or focused, looping over a doubled list. It never moves
 * by itself for shoppers who prefer reduced motion, and a button pauses it (WCAG 2.2.2).
 */
export default function RatingsCarousel() {
  const [ratings, setRatings] = useState<Rating[]>([]);
  const [index, setIndex] = useState(0);
  const [instant, setInstant] = useState(false);
  const [paused, setPaused] = useState(false);
  const root = useRef<HTMLElement>(null);
  const count = ratings.length;

  useEffect(() => {
    getRatings(browserApi, FOOTER_RATINGS_PER_PAGE).then(
      (page) => setRatings(page.data),
      () => setRatings([]), // the client has already shown the §8 toast
    );
  }, []);

  const forward = () => {
    setInstant(false);
    setIndex((current) => nextSlide(current, count));
  };
  const back = () => {
    const { from, index: target } = previousSlide(index, count);
    setInstant(true);
    setIndex(from);
    requestAnimationFrame(() => {
      setInstant(false);
      setIndex(target);
    });
  };
  const { held, hold, release, reducedMotion } = useAutoAdvance(root, forward, FOOTER_RATINGS_ROTATION_MS, paused || count < 2);

  const settle = () => {
    const settled = settleSlide(index, count);
    if (settled === index) return;
    setInstant(true);
    setIndex(settled);
  };
  useEffect(() => {
    // Without transitions no transitionend fires: settle at once.
    if (reducedMotion) settle();
  });

  return (
    <section
      ref={root}
      aria-labelledby="ratings-heading"
      aria-roledescription={es.footer.ratingsCarousel}
      className="container-shop py-6"
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="ratings-heading" className="text-lg font-semibold">{es.footer.ratings}</h2>
        {count > 1 && (
          <div className="flex gap-1">
            <button type="button" className="carousel-btn" onClick={back} aria-label={es.footer.ratingsPrev}>‹</button>
            <button type="button" className="carousel-btn" onClick={() => setPaused(!paused)} aria-label={paused ? es.footer.ratingsPlay : es.footer.ratingsPause}>
              {paused ? '▶' : '❚❚'}
            </button>
            <button type="button" className="carousel-btn" onClick={forward} aria-label={es.footer.ratingsNext}>›</button>
          </div>
        )}
      </div>
      <div className="overflow-hidden" aria-live={held || paused ? 'polite' : 'off'}>
        <ul
          className={`flex ${instant || reducedMotion ? '' : 'transition-transform duration-500 ease-out'}`}
          style={{ transform: `translateX(-${index * 100}%)` }}
          onTransitionEnd={settle}
        >
          {doubled(ratings).map((rating, slide) => (
            <RatingSlide
              key={slide < count ? rating.id : -rating.id}
              rating={rating}
              hidden={slide !== index}
              label={format(es.footer.ratingsSlide, { n: (slide % Math.max(count, 1)) + 1, count })}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
