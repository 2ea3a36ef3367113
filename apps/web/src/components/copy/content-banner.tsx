import type { ReactNode } from 'react';
import type { BannerTextItem } from '@forkpoint/shared/content/content-blocks';
import { ResponsiveCopy } from './copy-text';

export interface ContentBannerProps {
  items: readonly BannerTextItem[];
  /** The page's h1 when the banner has no title item, so every page keeps its one h1. */
  fallbackTitle: string;
  /**
   * The signed-in member's first name: the optional welcome item greets them with it. Without a member the
   * welcome item is left out (spec part 1 §2 Content page template).
   */
  welcomeName?: string | null;
  /** Below the text: a call to action or the prospect e-mail form. */
  children?: ReactNode;
  /** A decorative illustration beside the text (home): laid out by styles/content.css. */
  art?: ReactNode;
  className?: string;
}

/**
 * The banner of the content page template and home: the title is the page's h1; each item has a mobile and
 * a desktop wording and the layout changes at the small breakpoint (styles/content.css).
 */
export function ContentBanner({
  items,
  fallbackTitle,
  welcomeName,
  children,
  art,
  className = '',
}: ContentBannerProps) {
  const title = items.find((item) => item.type === 'title');
  const welcome = welcomeName ? items.find((item) => item.type === 'welcome') : undefined;
  const others = items.filter((item) => item.type !== 'title' && item.type !== 'welcome');

  const text = (
    <>
      {welcome ? (
        <p className="content-banner__welcome">
          {/* The name is the member's own words, so it never goes through the copy token parser. */}
          <ResponsiveCopy desktop={welcome.text_desktop} mobile={welcome.text_mobile} />, {welcomeName}
        </p>
      ) : null}
      <h1 id="page-title" className="content-banner__title">
        {title ? <ResponsiveCopy desktop={title.text_desktop} mobile={title.text_mobile} /> : fallbackTitle}
      </h1>
      {others.map((item, index) => (
        <p key={index} className={`content-banner__${item.type}`}>
          <ResponsiveCopy desktop={item.text_desktop} mobile={item.text_mobile} />
        </p>
      ))}
      {children}
    </>
  );

  return (
    <section className={`content-banner ${className}`.trim()} aria-labelledby="page-title">
      <div className="content-banner__inner">
        {art ? (
          <div className="content-banner__split">
            <div className="content-banner__text">{text}</div>
            {art}
          </div>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
