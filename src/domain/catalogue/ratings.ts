// What the guests' reviews add up to: a boat's average and how many there are, as its card and page show them.
import type { Review } from './catalogue';

export interface RatingSummary {
  /** Average of the ratings, to one decimal as shown. */
  average: number;
  count: number;
}

/** The reviews' average (one decimal) and count; null without any. */
export function ratingSummary(reviews: readonly Pick<Review, 'rating'>[]): RatingSummary | null {
  if (reviews.length === 0) return null;
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return { average: Math.round(average * 10) / 10, count: reviews.length };
}

/** Each boat's summary, by boat id (reviews of the company as a whole, boatId null, count for none). */
export function ratingsByBoat(reviews: readonly Pick<Review, 'rating' | 'boatId'>[]): Map<string, RatingSummary> {
  const byBoat = new Map<string, Pick<Review, 'rating'>[]>();
  for (const review of reviews) {
    if (review.boatId === null) continue;
    byBoat.set(review.boatId, [...(byBoat.get(review.boatId) ?? []), review]);
  }
  return new Map([...byBoat].map(([boatId, list]) => [boatId, ratingSummary(list)!]));
}

/** '1 review', '12 reviews'. */
export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
