import type { ContentBlock } from '@forkpoint/shared/content/index';
import { CopyLink } from './copy-link';
import { CopyText } from './copy-text';

/**
 * The content block types of the content page template (spec part 2 §3). Title variants are visual sizes,
 * not heading levels: a page keeps its one h1, so block titles are h2. The merchant carousel needs the
 * search feature and is drawn by the page that has it, so it is skipped here.
 */
function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'body_text':
      return (
        <p className="block-text">
          <CopyText text={block.text} />
        </p>
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
      return null;
  }
}

/** Spacing (0-50 px, spec part 2 §3) maps to classes in steps of 10 px, since CSP forbids inline styles. */
const spacingClass = (spacing: number | undefined) =>
  spacing === undefined ? '' : ` space-top-${Math.min(50, Math.round(spacing / 10) * 10)}`;

export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks
        .filter((block) => block.type !== 'merchant_carousel')
        .map((block, index) => (
          <div key={index} className={`content-block${spacingClass(block.spacing)}`}>
            <Block block={block} />
          </div>
        ))}
    </>
  );
}
