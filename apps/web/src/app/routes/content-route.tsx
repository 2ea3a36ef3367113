import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ContentPage } from '@/features/content/components/content-page';
import { findDiscoverPage, findEarnPage } from '@/features/content/lib/content-pages';
import { logger } from '@/lib/logger';
import { useCurrentMember } from '@/lib/member';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { earnContentPathFor } from '../route-table';
import { ErrorFallback } from './error-fallback';
import { renderMerchantCarousel } from './merchant-carousel-slot';
import { NotFoundPage } from './not-found-page';

/**
 * The content pages (spec part 1 §2 Content page template): every /earn page and /how-it-works from the
 * earn_details copy, the discover page and its sub-paths from the discover copy. A path without copy is a
 * page this partner does not have (not found); copy that fails its schema is an editing error.
 */
export interface ContentRouteProps {
  group: 'earn_details' | 'discover';
  /** The page's path in the copy when it is not the address shown (home, and its extra paths, as discover). */
  contentPath?: string;
}

export function ContentRoute({ group, contentPath }: ContentRouteProps) {
  const { pathname: address } = useLocation();
  const pathname = contentPath ?? address;
  const entries = usePartnerContent(group);
  const terms = useCopyTerms();
  const { member } = useCurrentMember();

  const lookup = useMemo(() => {
    if (group === 'earn_details') return findEarnPage(entries, earnContentPathFor(pathname), terms);
    const found = findDiscoverPage(entries, pathname, terms);
    if (found.status !== 'found') return found;
    const { body, banner_text, ...rest } = found.fields;
    return {
      status: 'found' as const,
      fields: { ...rest, banner_text: banner_text ?? [], main_column: body, side_column: [] },
    };
  }, [group, entries, pathname, terms]);

  if (lookup.status === 'missing') return <NotFoundPage />;
  if (lookup.status === 'invalid') {
    logger.warn(`${group} copy for ${pathname} does not match its schema`, lookup.issues);
    return <ErrorFallback />;
  }
  const page = lookup.fields;
  return (
    <ContentPage
      browserTitle={page.browser_title}
      banner={page.banner_text}
      welcomeName={member?.firstName ?? null}
      mainColumn={page.main_column}
      sideColumn={page.side_column}
      disclaimer={page.disclaimer}
      carousel={renderMerchantCarousel}
    />
  );
}
