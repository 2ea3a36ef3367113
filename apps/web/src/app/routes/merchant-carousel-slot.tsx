import { Link } from 'react-router';
import type { MerchantCarouselBlock } from '@/components/copy/content-blocks';
import { CopyText } from '@/components/copy/copy-text';
import { paths } from '../paths';

/**
 * A merchant carousel block of the copy (spec part 1 §2 "Merchant carousel") until the restaurants work
 * draws the merchants: its headline, body and the "View all" link to /search?{query}.
 */
export function MerchantCarouselSlot({ block }: { block: MerchantCarouselBlock }) {
  const viewAll = `${paths.search.path}?${new URLSearchParams(block.search).toString()}`;
  return (
    <section className="merchant-carousel" aria-label={block.headline}>
      <h2 className="merchant-carousel__headline block-title block-title--v3">
        <CopyText text={block.headline} />
      </h2>
      {block.body ? (
        <p className="merchant-carousel__body">
          <CopyText text={block.body} />
        </p>
      ) : null}
      {block.link ? (
        <p>
          <Link to={block.link.url}>
            <CopyText text={block.link.text} />
          </Link>
        </p>
      ) : null}
      <p>
        <Link to={viewAll} className="standalone-link">
          View all<span className="visually-hidden">: {block.headline}</span>
        </Link>
      </p>
    </section>
  );
}

export const renderMerchantCarousel = (block: MerchantCarouselBlock) => <MerchantCarouselSlot block={block} />;
