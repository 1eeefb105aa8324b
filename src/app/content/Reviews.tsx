import type { Review } from '../../domain/catalogue';
import { formatDate } from '../format';

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {'★★★★★'.slice(0, Math.round(rating))}
      <span className="stars__empty">{'★★★★★'.slice(Math.round(rating))}</span>
    </span>
  );
}

export function Reviews({ reviews, limit = 6 }: { reviews: Review[]; limit?: number }) {
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return (
    <section className="section section--sand" aria-labelledby="reviews-title">
      <div className="container">
        <div className="section__head">
          <h2 id="reviews-title" className="section__title">What our guests say</h2>
          <p className="section__aside"><Stars rating={average} /> {average.toFixed(1)} from {reviews.length} reviews</p>
        </div>
        <ul className="reviews">
          {reviews.slice(0, limit).map((r) => (
            <li key={r._id} className="review">
              <Stars rating={r.rating} />
              <blockquote className="review__text">{r.text}</blockquote>
              <p className="review__by">{r.author} · <time dateTime={r.date}>{formatDate(r.date)}</time></p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
