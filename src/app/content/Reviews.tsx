import { type Review, ratingSummary, reviewCountLabel, type RatingSummary } from '../../domain/catalogue';
import { formatDate } from '../format';

function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★★★★★'.slice(0, Math.round(rating))}
      <span className="stars__empty">{'★★★★★'.slice(Math.round(rating))}</span>
    </span>
  );
}

/**
 * A boat's rating beside its price: stars, the average and how many reviews, read as '4.5 out of 5, 2 reviews'; the
 * count links to the reviews where the page has them.
 */
export function RatingBadge({
  summary,
  reviewsHref,
}: {
  summary: RatingSummary | undefined | null;
  reviewsHref?: string;
}) {
  if (!summary) return null;
  const count = reviewCountLabel(summary.count);
  return (
    <span className="rating">
      <span className="stars" aria-hidden="true">
        {'★★★★★'.slice(0, Math.round(summary.average))}
        <span className="stars__empty">{'★★★★★'.slice(Math.round(summary.average))}</span>
      </span>{' '}
      <strong className="rating__average">{summary.average.toFixed(1)}</strong>
      <span className="visually-hidden"> out of 5,</span>{' '}
      <span className="rating__count">({reviewsHref ? <a href={reviewsHref}>{count}</a> : count})</span>
    </span>
  );
}

export function Reviews({
  reviews,
  limit = 6,
  title = 'What our guests say',
}: {
  reviews: Review[];
  limit?: number;
  title?: string;
}) {
  const summary = ratingSummary(reviews);
  if (!summary) return null;
  return (
    <section id="reviews" className="section section--sand" aria-labelledby="reviews-title">
      <div className="container">
        <div className="section__head">
          <h2 id="reviews-title" className="section__title">
            {title}
          </h2>
          <p className="section__aside">
            <Stars rating={summary.average} /> {summary.average.toFixed(1)} from {reviewCountLabel(summary.count)}
          </p>
        </div>
        <ul className="reviews">
          {reviews.slice(0, limit).map((r) => (
            <li key={r._id} className="review">
              <Stars rating={r.rating} />
              <blockquote className="review__text">{r.text}</blockquote>
              <p className="review__by">
                {r.author} · <time dateTime={r.date}>{formatDate(r.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
