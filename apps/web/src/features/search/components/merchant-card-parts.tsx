import { Link } from 'react-router';
import { CopyText } from '@/components/copy/copy-text';
import type { EarnLabel } from '../lib/earn-label';
import { PRICE_METER_MAX, starFills } from './merchant-card-format';
import { UnlockAccess } from './unlock-access';

/** Parts of the merchant card: the star meter with its count, the price meter, and the earn line. */

export function Rating({ rating, count }: { rating: number; count: number }) {
  if (count === 0) return <span className="merchant-card__rating">No reviews yet</span>;
  return (
    <span className="merchant-card__rating">
      <span className="star-meter" aria-hidden="true">
        {starFills(rating).map((fill, index) => (
          <span key={index} className={`star-meter__star star-meter__star--${fill}`}>
            ★
          </span>
        ))}
      </span>
      <span aria-hidden="true">
        {rating.toFixed(1)} ({count.toLocaleString('en-US')})
      </span>
      <span className="visually-hidden">
        Rated {rating.toFixed(1)} out of 5 from {count.toLocaleString('en-US')} {count === 1 ? 'review' : 'reviews'}
      </span>
    </span>
  );
}

export function PriceMeter({ level }: { level: number }) {
  return (
    <span className="price-meter">
      <span aria-hidden="true">
        {Array.from({ length: PRICE_METER_MAX }, (_, index) => (
          <span key={index} className={index < level ? 'price-meter__on' : 'price-meter__off'}>
            $
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        Price level {level} of {PRICE_METER_MAX}
      </span>
    </span>
  );
}

export function EarnLine({ label, describedBy }: { label: EarnLabel; describedBy: string }) {
  switch (label.kind) {
    case 'earn':
      return (
        <>
          {label.text || label.rate ? (
            <p className="merchant-card__earn">
              {label.text ? (
                <strong>
                  <CopyText text={label.text} />
                </strong>
              ) : null}
              {label.text && label.rate ? ': ' : null}
              {label.rate}
            </p>
          ) : null}
          {label.offer ? <p className="merchant-card__offer">{label.offer}</p> : null}
        </>
      );
    case 'signIn':
      return (
        <p className="merchant-card__earn">
          <Link className="merchant-card__cta" to={label.href} aria-describedby={describedBy}>
            {label.text}
          </Link>
        </p>
      );
    case 'activate':
      return (
        <p className="merchant-card__earn">
          {label.href ? (
            <Link className="merchant-card__cta" to={label.href} aria-describedby={describedBy}>
              <CopyText text={label.text} />
            </Link>
          ) : (
            <CopyText text={label.text} />
          )}
        </p>
      );
    case 'unlock':
      return (
        <p className="merchant-card__earn">
          <UnlockAccess label={label.text} tier={label.tier} copy={label.modal} describedBy={describedBy} />
        </p>
      );
    case 'none':
      return null;
  }
}
