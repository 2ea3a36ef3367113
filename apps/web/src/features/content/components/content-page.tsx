import type { ReactNode } from 'react';
import type { BannerTextItem, ContentBlock } from '@forkpoint/shared/content/content-blocks';
import { ContentBanner } from '@/components/copy/content-banner';
import { ContentBlocks, type CarouselRenderer } from '@/components/copy/content-blocks';
import { CopyText } from '@/components/copy/copy-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageMain } from '@/components/layout/page-main';

export interface ContentPageProps {
  /** The browser title of the page (earn_details browser_title). */
  browserTitle: string;
  /** Optional banner; without one the browser title is the page's h1. */
  banner?: readonly BannerTextItem[];
  /** The signed-in member's first name for the banner's welcome greeting. */
  welcomeName?: string | null;
  /** Under the banner text, e.g. the prospect e-mail form. */
  bannerExtra?: ReactNode;
  mainColumn: readonly ContentBlock[];
  sideColumn?: readonly ContentBlock[];
  disclaimer?: string;
  carousel?: CarouselRenderer;
}

/**
 * The content page template (spec part 1 §2): browser title, optional banner, side column, main column
 * and disclaimer. On wide screens the side column sits beside the main one (styles/content.css).
 */
export function ContentPage(props: ContentPageProps) {
  const {
    browserTitle,
    banner = [],
    welcomeName,
    bannerExtra,
    mainColumn,
    sideColumn = [],
    disclaimer,
    carousel,
  } = props;
  useDocumentTitle(browserTitle);
  // The browser title reads "Page | Program"; as a heading only its first part is wanted.
  const fallbackTitle = browserTitle.split(' | ')[0] ?? browserTitle;

  return (
    <PageMain className="content-page">
      <ContentBanner items={banner} fallbackTitle={fallbackTitle} welcomeName={welcomeName}>
        {bannerExtra}
      </ContentBanner>
      <div className={`content-page__columns${sideColumn.length > 0 ? ' content-page__columns--with-side' : ''}`}>
        <div className="content-page__main">
          <ContentBlocks blocks={mainColumn} carousel={carousel} />
        </div>
        {sideColumn.length > 0 ? (
          <section className="content-page__side" aria-label="More on this topic">
            <ContentBlocks blocks={sideColumn} carousel={carousel} />
          </section>
        ) : null}
      </div>
      {disclaimer ? (
        <p className="content-page__disclaimer">
          <CopyText text={disclaimer} />
        </p>
      ) : null}
    </PageMain>
  );
}
