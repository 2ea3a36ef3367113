import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CopyText } from '@/components/copy/copy-text';
import { DIALOG_ROUTE_STATE, type DialogRouteState } from '@/lib/dialog-route';
import { paths } from '@/config/paths';
import type { Merchant } from '../api/get-merchant';
import { cuisinesText, highlightLabels, placeText, priceMeter } from '../lib/merchant-facts';
import { useMerchantEnvironment } from '../merchant-environment';
import { StarRating } from './star-rating';

/** Name, highlights and the Acclaimed badge, rating, price meter, cuisines, place and the order button. */
export function MerchantHeader({
  merchant,
  orderLinkRef,
}: {
  merchant: Merchant;
  orderLinkRef: RefObject<HTMLAnchorElement | null>;
}) {
  const { copy } = useMerchantEnvironment();
  const labels = highlightLabels(merchant.details.highlights);
  const price = priceMeter(merchant.details.priceRange);
  const orderState: DialogRouteState = DIALOG_ROUTE_STATE;

  return (
    <div className="merchant-header">
      {merchant.acclaimedLevel > 0 || labels.length > 0 ? (
        <ul className="merchant-header__badges" aria-label="Highlights">
          {merchant.acclaimedLevel > 0 ? (
            <li className="merchant-badge merchant-badge--acclaimed">
              <CopyText text={copy.acclaimedBadge} />
            </li>
          ) : null}
          {labels.map((label) => (
            <li key={label} className="merchant-badge">
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className="page__title merchant-header__name">{merchant.name}</h1>
      <p className="merchant-header__facts">
        <StarRating rating={merchant.details.rating} />
        {price ? (
          <span className="price-meter" role="img" aria-label={price.label}>
            <span aria-hidden="true">{price.filled}</span>
            <span className="price-meter__empty" aria-hidden="true">
              {price.empty}
            </span>
          </span>
        ) : null}
        {merchant.details.cuisines.length > 0 ? (
          <span className="merchant-header__cuisines">{cuisinesText(merchant.details.cuisines)}</span>
        ) : null}
        <span className="merchant-header__place">
          {placeText(merchant.location)}
          {merchant.distance !== null ? ` · ${merchant.distance.toFixed(1)} mi` : null}
        </span>
      </p>
      {merchant.origin !== null ? (
        <p className="merchant-header__actions">
          <Link
            ref={orderLinkRef}
            to={paths.merchant.order.getHref(merchant.id)}
            state={orderState}
            className="button button--v1"
          >
            Order online
          </Link>
        </p>
      ) : null}
    </div>
  );
}
