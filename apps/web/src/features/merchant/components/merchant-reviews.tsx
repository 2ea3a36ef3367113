import type { MerchantReview } from '@forkpoint/shared/contracts/reviews';
import type { Merchant } from '../api/get-merchant';
import { useMerchantReviews } from '../api/get-merchant-reviews';
import { StarRating } from './star-rating';

const reviewDate = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** Reviews: the members' rating, then their newest written reviews (members review a visit from their activity). */
export function MerchantReviews({ merchant }: { merchant: Merchant }) {
  const written = useMerchantReviews(merchant.id);
  const reviews = written.data?.reviews ?? [];
  return (
    <section className="merchant-section" aria-labelledby="merchant-reviews">
      <h2 id="merchant-reviews" className="merchant-section__title">
        Reviews
      </h2>
      <p>
        <StarRating rating={merchant.details.rating} />
      </p>
      {reviews.length > 0 ? (
        <ul className="merchant-reviews">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : written.isPending ? null : (
        <p className="merchant-empty">No written reviews yet. Members can review a visit from their recent activity.</p>
      )}
    </section>
  );
}

function ReviewItem({ review }: { review: MerchantReview }) {
  const scores = [
    ['Food', review.food],
    ['Service', review.service],
    ['Cleanliness', review.cleanliness],
    ['Value', review.value],
  ] as const;
  return (
    <li className="merchant-review">
      <p className="merchant-review__text">“{review.text}”</p>
      <p className="merchant-review__by">
        {review.reviewerName}, {reviewDate.format(new Date(review.createdAt))}
      </p>
      <ul className="merchant-review__scores" aria-label="Scores out of 5">
        {scores.map(([name, score]) => (
          <li key={name}>
            {name} {score}/5
          </li>
        ))}
      </ul>
    </li>
  );
}
