import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MerchantCarouselBlock } from '@/components/copy/content-blocks';
import { Spinner } from '@/components/ui/spinner';
import type { MerchantCardViewer } from '../lib/earn-label';
import { useCardViewer } from './merchant-card-viewer';
import { carouselQueryOptions, useCarouselPosition, type Point } from './merchant-carousel-search';
import { usesUserLocation } from './merchant-carousel-search-string';
import { CarouselSlides } from './merchant-carousel-slides';
import './merchant-carousel.css';

/**
 * The merchant carousel content block (spec part 1 §2): up to 15 merchants from the block's search string,
 * with headline, body, link, prev and next buttons (desktop), dot indicators and "View all". A search
 * without a location uses the user's position; when geolocation fails that search is suppressed and the
 * block is left out. Merchants seen for 150 ms are reported as impressions.
 */
export interface MerchantCarouselProps {
  block: MerchantCarouselBlock;
  /**
   * The block's words (MerchantCarouselHeader), drawn by the page, which shows them before this loads; the
   * heading it draws must carry `headlineId`, which names the carousel.
   */
  header: (headlineId: string) => ReactNode;
  /** Who looks at the cards; by default the nearest MerchantCardViewerProvider's viewer. */
  viewer?: MerchantCardViewer;
}

export function MerchantCarousel({ block, header, viewer }: MerchantCarouselProps) {
  const contextViewer = useCardViewer();
  const position = useCarouselPosition(usesUserLocation(block.search));
  // Suppressed when the position failed; until it is known there is nothing to show either.
  if (position.status === 'failed' || position.status === 'locating') return null;
  return (
    <CarouselSection
      block={block}
      header={header}
      viewer={viewer ?? contextViewer}
      point={position.status === 'located' ? position.point : null}
    />
  );
}

function CarouselSection({
  block,
  header,
  viewer,
  point,
}: {
  block: MerchantCarouselBlock;
  header: MerchantCarouselProps['header'];
  viewer: MerchantCardViewer;
  point: Point | null;
}) {
  const headlineId = useId();
  const query = useQuery({
    ...carouselQueryOptions(block.search, point, viewer.key ?? ''),
    enabled: viewer.key !== null,
  });

  let content;
  if (query.isPending) {
    content = <Spinner />;
  } else if (query.isError) {
    content = (
      <div className="merchant-carousel__status" role="status">
        <p>We couldn&apos;t load these restaurants.</p>
        <button type="button" className="button button--v2" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (query.data.merchants.length === 0) {
    content = (
      <p className="merchant-carousel__status" role="status">
        No restaurants to show here yet.
      </p>
    );
  } else {
    content = <CarouselSlides merchants={query.data.merchants} viewer={viewer} />;
  }

  return (
    <section className="merchant-carousel" aria-roledescription="carousel" aria-labelledby={headlineId}>
      {header(headlineId)}
      {content}
    </section>
  );
}
