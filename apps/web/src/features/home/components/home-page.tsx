import type { ReactNode } from 'react';
import { ContentBanner } from '@/components/copy/content-banner';
import { ContentBlocks, type CarouselRenderer } from '@/components/copy/content-blocks';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import type { HomeCopy } from '../lib/home-copy';
import { StepIcon } from './step-icon';
import { PageMain } from '@/components/layout/page-main';

export interface HomePageProps {
  /** Copy for the current viewer, tokens filled; null when the content service has none. */
  copy: HomeCopy | null;
  /** The heading when there is no copy, so the page still has its one h1. */
  fallbackTitle: string;
  /** The signed-in member's first name for the banner's welcome greeting; null for a visitor. */
  welcomeName: string | null;
  /** The prospect e-mail form, drawn where the banner asks for it (show_prospect_form). */
  prospectForm?: ReactNode;
  /** The banner's illustration in the partner's colours (contracts/home-hero.ts); none when absent. */
  heroImageUrl?: string;
  carousel?: CarouselRenderer;
}

/** Home: the how-it-works page (spec part 1 §2): a banner, the three steps, more copy and a disclaimer. */
export function HomePage({ copy, fallbackTitle, welcomeName, prospectForm, heroImageUrl, carousel }: HomePageProps) {
  const banner = copy?.banner;
  // Decorative (alt="", hidden from readers), loaded by URL so the page's first-load JavaScript carries none
  // of it; its size is given so the banner does not move when it arrives.
  const art = heroImageUrl ? (
    <img
      className="home-banner__art"
      src={heroImageUrl}
      alt=""
      aria-hidden="true"
      width={480}
      height={400}
      // The page's largest paint: fetched ahead of the lazy scripts (the server also preloads it on /).
      fetchPriority="high"
    />
  ) : null;
  return (
    <PageMain className="home">
      <ContentBanner
        className="home-banner"
        items={banner?.banner_text ?? []}
        fallbackTitle={fallbackTitle}
        welcomeName={welcomeName}
        art={art}
      >
        {banner?.show_prospect_form && prospectForm ? prospectForm : null}
        {banner?.cta ? (
          <p>
            <CopyLink {...banner.cta} newTab={banner.cta.new_tab} className="button button--v1" />
          </p>
        ) : null}
      </ContentBanner>

      {copy ? (
        <section className="how-it-works" aria-labelledby="how-it-works-title">
          <h2 id="how-it-works-title" className="how-it-works__title">
            <CopyText text={copy.how_it_works.title} />
          </h2>
          <ol className="how-it-works__steps">
            {copy.how_it_works.steps.map((step) => (
              <li key={step.icon} className="how-it-works__step">
                <StepIcon name={step.icon} />
                <h3 className="how-it-works__step-title">
                  <CopyText text={step.title} />
                </h3>
                <p>
                  <CopyText text={step.text} />
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {copy && copy.body.length > 0 ? (
        <section className="home-body" aria-label="More about the program">
          <ContentBlocks blocks={copy.body} carousel={carousel} />
        </section>
      ) : null}

      {copy?.disclaimer ? (
        <p className="home-disclaimer">
          <CopyText text={copy.disclaimer} />
        </p>
      ) : null}
    </PageMain>
  );
}
