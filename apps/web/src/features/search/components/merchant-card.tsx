import { useId, type JSX, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { MerchantCard as MerchantSearchResult } from '@forkpoint/shared/contracts/merchants';
import { CopyText } from '@/components/copy/copy-text';
import { merchantEarnLabel, type MerchantCardViewer } from '../lib/earn-label';
import {
  cuisinesText,
  distanceText,
  HIGHLIGHT_LABELS,
  imageSrcSet,
  imageUrl,
  placeText,
  showsPrice,
} from './merchant-card-format';
import { EarnLine, PriceMeter, Rating } from './merchant-card-parts';
import { useCardViewer } from './merchant-card-viewer';
import './merchant-card.css';

/** A merchant as a search (or the carousel) answers it: the item of merchantSearchResponseSchema. */
export type { MerchantSearchResult };

export interface MerchantCardProps {
  merchant: MerchantSearchResult;
  /** Drawn as the selected card (e.g. the one whose map marker is open). */
  selected?: boolean;
  /** Called when the card is clicked or its name link gets focus, so a list can tie it to its map marker. */
  onSelect?: () => void;
  /** The name's heading level: 2 under a page heading (default), 3 under a section heading. */
  headingLevel?: 2 | 3;
  id?: string;
  /** Who looks at the card; by default the nearest MerchantCardViewerProvider's viewer (else a visitor). */
  viewer?: MerchantCardViewer;
}

/** Image sizes the card is drawn at: a third of the content width on desktop, about a screen width on phones. */
const IMAGE_SIZES = '(min-width: 861px) 340px, (min-width: 661px) 50vw, 85vw';

/**
 * The merchant card of spec part 1 §2: image, highlight and name (linking to /merchants/{id}), rating with its
 * count, price meter, cuisines joined by a slash, the city with the neighbourhood in brackets and the distance,
 * the Acclaimed badge, and what the viewer earns here (part 2 §4) or how to get there.
 */
export function MerchantCard({
  merchant,
  selected = false,
  onSelect,
  headingLevel = 2,
  id,
  viewer,
}: MerchantCardProps): JSX.Element {
  const contextViewer = useCardViewer();
  const who = viewer ?? contextViewer;
  const nameId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { details } = merchant;
  const highlight = details.highlight && details.highlight !== 'acclaimed' ? HIGHLIGHT_LABELS[details.highlight] : null;
  const distance = distanceText(merchant.distance);
  const label = merchantEarnLabel(merchant, who);

  // Only clicks inside the card's own markup select it (the unlock modal lives in <body> but its clicks bubble here in React).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (onSelect && event.currentTarget.contains(event.target as Node)) onSelect();
  };

  return (
    <article
      id={id}
      className={`merchant-card${selected ? ' merchant-card--selected' : ''}`}
      aria-labelledby={nameId}
      data-merchant-id={merchant.merchantId}
      onClick={onClick}
    >
      <div className="merchant-card__media">
        <img
          className="merchant-card__image"
          src={imageUrl(merchant.images.imageBaseUrl, 500)}
          srcSet={imageSrcSet(merchant.images.imageBaseUrl)}
          sizes={IMAGE_SIZES}
          width={600}
          height={400}
          alt=""
          loading="lazy"
          decoding="async"
        />
        {highlight ? <span className="merchant-card__highlight">{highlight}</span> : null}
      </div>
      <div className="merchant-card__body">
        <Heading className="merchant-card__name" id={nameId}>
          <Link className="merchant-card__link" to={`/merchants/${merchant.id}`} onFocus={onSelect}>
            {merchant.name}
          </Link>
        </Heading>
        {merchant.acclaimedLevel > 0 ? (
          <p className="merchant-card__badge">
            <CopyText text={who.copy.acclaimedBadge} />
          </p>
        ) : null}
        <p className="merchant-card__meta">
          <Rating rating={details.rating.overallRating} count={details.rating.numberOfRatings} />
          {showsPrice(details.priceRange) ? <PriceMeter level={details.priceRange} /> : null}
        </p>
        {details.cuisines.length > 0 ? (
          <p className="merchant-card__cuisines">{cuisinesText(details.cuisines)}</p>
        ) : null}
        <p className="merchant-card__place">
          <span>{placeText(merchant.location)}</span>
          {distance ? <span className="merchant-card__distance">{distance}</span> : null}
        </p>
        <EarnLine label={label} describedBy={nameId} />
      </div>
    </article>
  );
}
