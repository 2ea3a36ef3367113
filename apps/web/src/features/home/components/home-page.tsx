import { ContentBlocks } from '@/components/copy/content-blocks';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText, ResponsiveCopy } from '@/components/copy/copy-text';
import type { HomeCopy } from '../lib/home-copy';
import { StepIcon } from './step-icon';

export interface HomePageProps {
  /** Copy for the current visitor, tokens filled; null when the content service has none. */
  copy: HomeCopy | null;
  /** The heading when there is no copy, so the page still has its one h1. */
  fallbackTitle: string;
  /** The welcome greeting is for signed-in members only (spec part 1 §2 Content page template). */
  signedIn: boolean;
}

/** Home: the how-it-works page (spec part 1 §2): a banner, the three steps, more copy and a disclaimer. */
export function HomePage({ copy, fallbackTitle, signedIn }: HomePageProps) {
  const bannerItems = copy?.banner.banner_text.filter((item) => signedIn || item.type !== 'welcome') ?? [];
  const title = bannerItems.find((item) => item.type === 'title');
  const others = bannerItems.filter((item) => item !== title);

  return (
    <main id="main-content" className="home" tabIndex={-1}>
      <section className="home-banner" aria-labelledby="home-title">
        <div className="home-banner__inner">
          <h1 id="home-title" className="home-banner__title">
            {title ? <ResponsiveCopy desktop={title.text_desktop} mobile={title.text_mobile} /> : fallbackTitle}
          </h1>
          {others.map((item, index) => (
            <p key={index} className={`home-banner__${item.type}`}>
              <ResponsiveCopy desktop={item.text_desktop} mobile={item.text_mobile} />
            </p>
          ))}
          {copy?.banner.cta ? (
            <p>
              <CopyLink {...copy.banner.cta} newTab={copy.banner.cta.new_tab} className="button button--v1" />
            </p>
          ) : null}
        </div>
      </section>

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
        <section className="home-body">
          <ContentBlocks blocks={copy.body} />
        </section>
      ) : null}

      {copy?.disclaimer ? (
        <p className="home-disclaimer">
          <CopyText text={copy.disclaimer} />
        </p>
      ) : null}
    </main>
  );
}
