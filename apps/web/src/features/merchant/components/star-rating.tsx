import { ratingSummary } from '../lib/merchant-facts';

/** The star meter (rating 0 to 5, in halves) with the number of ratings. */
export function StarRating({ rating }: { rating: { overallRating: number; numberOfRatings: number } }) {
  const summary = ratingSummary(rating);
  return (
    <span className="star-rating">
      <span className="star-rating__stars" role="img" aria-label={summary.label}>
        <span aria-hidden="true" className="star-rating__base">
          ★★★★★
        </span>
        <span aria-hidden="true" className="star-rating__fill" style={{ width: `${(summary.filled / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="star-rating__count">
        {summary.stars.toFixed(1)} ({summary.count})
      </span>
    </span>
  );
}
