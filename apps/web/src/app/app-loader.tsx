import type { ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import {
  CONTENT_NAMES,
  contentSourceFor,
  getContentQueryOptions,
  type ContentSource,
} from '@/features/content/api/get-content';
import { usePartnerQuery } from '@/features/partner/api/get-partner';
import { LoadingStatus } from './loading-status';
import { ErrorFallback } from './routes/error-fallback';

/**
 * "The app renders nothing until all content groups have loaded" (spec part 1 §4, part 2 §4): until
 * then the page holds only a status for screen readers, so assistive technology is not left in silence.
 */
function ContentGate({ source, children }: { source: ContentSource; children: ReactNode }) {
  // Failed groups settle as empty copy (get-content.ts), so "settled" is every query out of pending.
  const settled = useQueries({
    queries: CONTENT_NAMES.map((name) => getContentQueryOptions(name, source)),
    combine: (results) => results.every((result) => !result.isPending),
  });
  return settled ? children : <LoadingStatus />;
}

export function AppLoader({ children }: { children: ReactNode }) {
  const partner = usePartnerQuery();
  if (partner.isPending) return <LoadingStatus />;
  // Without the partner there is no theme, copy or settings to render a page with.
  if (partner.isError) return <ErrorFallback />;
  return <ContentGate source={contentSourceFor(partner.data)}>{children}</ContentGate>;
}
