import type { ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useAppStatusQuery } from '@/lib/app-status';
import { getFeatureFlagsQueryOptions } from '@/lib/feature-flags';
import {
  CONTENT_NAMES,
  contentSourceFor,
  getContentQueryOptions,
  type ContentSource,
} from '@/features/content/api/get-content';
import { useMember } from '@/lib/member';
import { usePartnerQuery } from '@/lib/partner';
import { LoadingStatus } from './loading-status';
import { ErrorFallback } from './routes/error-fallback';

/**
 * "The app renders nothing until all content groups have loaded" (spec part 1 §4, part 2 §4): until then the
 * page holds only a status for screen readers, so assistive technology is not left in silence. The member
 * and the maintenance state are awaited too (all fetched at once), so neither a member nor a visitor during
 * maintenance sees the wrong shell flash first.
 */
function StartupGate({
  source,
  hasMembers,
  children,
}: {
  source: ContentSource;
  hasMembers: boolean;
  children: ReactNode;
}) {
  // Failed groups settle as empty copy (get-content.ts), so "settled" is every query out of pending.
  const contentSettled = useQueries({
    queries: CONTENT_NAMES.map((name) => getContentQueryOptions(name, source)),
    combine: (results) => results.every((result) => !result.isPending),
  });
  const status = useAppStatusQuery();
  // Never fails (lib/feature-flags.ts): a failed call settles as "the partner settings stand".
  const flags = useQuery(getFeatureFlagsQueryOptions());
  // A failed member lookup settles too: the visitor state is shown (lib/member.ts).
  const member = useMember({ enabled: hasMembers });
  return contentSettled && !status.isPending && !flags.isPending && !member.isPending ? children : <LoadingStatus />;
}

export function AppLoader({ children }: { children: ReactNode }) {
  const partner = usePartnerQuery();
  if (partner.isPending) return <LoadingStatus />;
  // Without the partner there is no theme, copy or settings to render a page with.
  if (partner.isError) return <ErrorFallback />;
  return (
    <StartupGate source={contentSourceFor(partner.data)} hasMembers={partner.data.enrollmentType !== 'none'}>
      {children}
    </StartupGate>
  );
}
