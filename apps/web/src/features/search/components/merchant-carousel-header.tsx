import { Link } from 'react-router';
import type { MerchantCarouselBlock } from '@/components/copy/content-blocks';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import { viewAllHref } from './merchant-carousel-search-string';

/**
 * The words of a merchant carousel block (spec part 1 §2): headline, body, the block's link and "View all" to
 * /search?{query}. The page draws them before the carousel loads and hands them to it (MerchantCarousel's
 * `header`), so this module stays in the first load and out of the carousel's chunk.
 */
export function MerchantCarouselHeader({ block, headlineId }: { block: MerchantCarouselBlock; headlineId: string }) {
  return (
    <div className="merchant-carousel__header">
      <h2 id={headlineId} className="merchant-carousel__headline block-title block-title--v3">
        <CopyText text={block.headline} />
      </h2>
      {block.body ? (
        <p className="merchant-carousel__body">
          <CopyText text={block.body} />
        </p>
      ) : null}
      <p className="merchant-carousel__links">
        {block.link ? (
          <CopyLink
            text={block.link.text}
            url={block.link.url}
            newTab={block.link.new_tab}
            className="standalone-link"
          />
        ) : null}
        <Link to={viewAllHref(block.search)} className="standalone-link" aria-describedby={headlineId}>
          View all
        </Link>
      </p>
    </div>
  );
}
