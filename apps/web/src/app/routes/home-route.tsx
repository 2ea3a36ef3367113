import { useMemo } from 'react';
import { userStateFor } from '@forkpoint/shared/content/index';
import { usePartner } from '@/features/partner/api/get-partner';
import { HomePage } from '@/features/home/components/home-page';
import { selectHomeCopy } from '@/features/home/lib/home-copy';
import { logger } from '@/lib/logger';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';

/** Home for a visitor who is not signed in (the member session arrives with the auth feature). */
export function HomeRoute() {
  const partner = usePartner();
  const entries = usePartnerContent('home');
  const terms = useCopyTerms();
  const copy = useMemo(
    () =>
      selectHomeCopy(entries, userStateFor(null), terms, (slug, issues) =>
        logger.warn(`home entry "${slug}" skipped: its fields do not match the home schema`, issues),
      ),
    [entries, terms],
  );
  return <HomePage copy={copy} fallbackTitle={partner.terms.program} signedIn={false} />;
}
