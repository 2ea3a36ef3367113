import type { Merchant } from '../api/get-merchant';
import { StarRating } from './star-rating';

/** Reviews: the members' rating so far; written reviews arrive with the reviews work. */
export function MerchantReviews({ merchant }: { merchant: Merchant }) {
  return (
    <section className="merchant-section" aria-labelledby="merchant-reviews">
      <h2 id="merchant-reviews" className="merchant-section__title">
        Reviews
      </h2>
      <p>
        <StarRating rating={merchant.details.rating} />
      </p>
      <p className="merchant-empty">No written reviews yet. Members can review a visit from their recent activity.</p>
    </section>
  );
}
