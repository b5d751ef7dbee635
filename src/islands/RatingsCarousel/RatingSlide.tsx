import type { Rating } from '../../api/types';
import { es, format } from '../../i18n/es';

interface Props {
  rating: Rating;
  /** Slides off screen are hidden from assistive technology and from the tab order. */
  hidden: boolean;
  label: string;
}

/** One rating of the footer carousel: stars, title, comment, author and the product rated. */
export function RatingSlide({ rating, hidden, label }: Props) {
  const stars = format(es.footer.ratingsStars, { n: rating.rating });
  return (
    <li
      className="w-full shrink-0 px-1"
      aria-roledescription={es.footer.ratingsSlideRole}
      aria-label={label}
      aria-hidden={hidden}
      inert={hidden}
    >
      <figure className="rounded-lg border border-gray-200 bg-white p-4">
        <p className="text-amber-800" role="img" aria-label={stars}>
          {'★'.repeat(rating.rating)}
          <span className="text-gray-400">{'★'.repeat(5 - rating.rating)}</span>
        </p>
        <blockquote className="mt-1">
          <p className="font-semibold">{rating.title}</p>
          <p className="mt-1 text-sm">{rating.comment}</p>
        </blockquote>
        <figcaption className="mt-2 text-sm text-ink-soft">
          {format(es.footer.ratingsBy, { author: rating.author })}{' '}
          <a className="link-plain underline" href={`/${rating.product.url_path}`}>{rating.product.name}</a>
        </figcaption>
      </figure>
    </li>
  );
}
