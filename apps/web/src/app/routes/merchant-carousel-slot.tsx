import { lazy, Suspense, useId } from 'react';
import type { MerchantCarouselBlock } from '@/components/copy/content-blocks';
import { MerchantCarouselHeader } from '@/features/search/components/merchant-carousel-header';
import { usesUserLocation } from '@/features/search/components/merchant-carousel-search-string';

/**
 * A merchant carousel block of the copy (spec part 1 §2 "Merchant carousel"). The carousel, its cards and the
 * schema library load on demand, so the home page's first load stays small (bench/bundle.mjs); meanwhile a
 * block with its own location shows its words. A block that searches around the user shows nothing until the
 * position is known, since a failed geolocation suppresses it.
 */
const ViewedCarousel = lazy(async () => {
  const [{ MerchantCarousel }, { useMerchantCardViewer }] = await Promise.all([
    import('@/features/search/components/merchant-carousel'),
    import('../hooks/use-merchant-card-viewer'),
  ]);
  function Carousel({ block }: { block: MerchantCarouselBlock }) {
    return <MerchantCarousel block={block} header={headerOf(block)} viewer={useMerchantCardViewer()} />;
  }
  return { default: Carousel };
});

// The words are drawn here, not in the carousel's chunk: a module both load would split the first load.
const headerOf = (block: MerchantCarouselBlock) => (headlineId: string) => (
  <MerchantCarouselHeader block={block} headlineId={headlineId} />
);

function CarouselWords({ block }: { block: MerchantCarouselBlock }) {
  const headlineId = useId();
  return (
    <section className="merchant-carousel" aria-labelledby={headlineId}>
      {headerOf(block)(headlineId)}
    </section>
  );
}

export function MerchantCarouselSlot({ block }: { block: MerchantCarouselBlock }) {
  return (
    <Suspense fallback={usesUserLocation(block.search) ? null : <CarouselWords block={block} />}>
      <ViewedCarousel block={block} />
    </Suspense>
  );
}

export const renderMerchantCarousel = (block: MerchantCarouselBlock) => <MerchantCarouselSlot block={block} />;
