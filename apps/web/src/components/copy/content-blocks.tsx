import type { ReactNode } from 'react';
import { SPACING_SCALE_PX } from '@forkpoint/shared/constants';
import type { ContentBlock } from '@forkpoint/shared/content/content-blocks';
import { CopyLink } from './copy-link';
import { CopyText } from './copy-text';

export type MerchantCarouselBlock = Extract<ContentBlock, { type: 'merchant_carousel' }>;

/** Draws a merchant carousel block; the app supplies it, since merchants are another feature's. */
export type CarouselRenderer = (block: MerchantCarouselBlock) => ReactNode;

/**
 * The content block types of the content page template (spec part 2 §3). Title variants are visual sizes,
 * not heading levels: a page keeps its one h1, so block titles are h2. Body text paragraphs are separated
 * by a blank line.
 */
function Block({ block, carousel }: { block: ContentBlock; carousel?: CarouselRenderer }) {
  switch (block.type) {
    case 'body_text':
      return (
        <>
          {block.text.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="block-text">
              <CopyText text={paragraph} />
            </p>
          ))}
        </>
      );
    case 'title':
      return (
        <h2 className={`block-title block-title--v${block.variant}`}>
          <CopyText text={block.text} />
        </h2>
      );
    case 'button':
      return (
        <p>
          <CopyLink
            text={block.text}
            url={block.url}
            newTab={block.new_tab}
            className={`button button--v${block.variant}`}
          />
        </p>
      );
    case 'standalone_link':
      return (
        <p>
          <CopyLink text={block.text} url={block.url} newTab={block.new_tab} className="standalone-link" />
        </p>
      );
    case 'merchant_carousel':
      return carousel ? carousel(block) : null;
    default:
      // A block type this build does not know is left out rather than failing the page.
      return null;
  }
}

/** Spacing (0-50 px) maps to classes in steps of 10 px, since the CSP forbids style attributes in markup. */
export function spacingClass(spacing: number | undefined): string {
  if (spacing === undefined) return '';
  const { min, max, step } = SPACING_SCALE_PX;
  const clamped = Math.min(max, Math.max(min, Math.round(spacing / step) * step));
  return ` space-top-${clamped}`;
}

export function ContentBlocks({ blocks, carousel }: { blocks: readonly ContentBlock[]; carousel?: CarouselRenderer }) {
  return (
    <>
      {blocks
        .filter((block) => block.type !== 'merchant_carousel' || carousel)
        .map((block, index) => (
          <div key={index} className={`content-block${spacingClass(block.spacing)}`}>
            <Block block={block} carousel={carousel} />
          </div>
        ))}
    </>
  );
}
