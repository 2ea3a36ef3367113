import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import { expandCopyDeep, type CopyTerms } from '@forkpoint/shared/content/copy-tokens';
import { globalEarnFieldsSchema } from '@forkpoint/shared/content/content-global-schemas';
import { readEarnCopy } from '@forkpoint/shared/content/earn-copy';
import { MerchantPage } from '@/features/merchant/components/merchant-page';
import {
  MerchantEnvironmentProvider,
  type MerchantEarnCopy,
  type MerchantEnvironment,
} from '@/features/merchant/merchant-environment';
import { logger } from '@/lib/logger';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';

/**
 * The merchant page (features/merchant) composed with what it may not read itself: the global `earn` copy of
 * the content service. /merchants/{id}/Order is the same page with the order dialog open.
 */

/**
 * The global `earn` copy with the partner's terms: shared content/earn-copy.ts reads it field by field with
 * the seeded wording as defaults, as the merchant cards do. Copy that breaks its schema is still logged.
 */
export function earnCopyOf(globalCopy: readonly ContentEntry[], terms: CopyTerms): MerchantEarnCopy {
  const fields = globalCopy.find((entry) => entry.slug === 'earn')?.fields;
  if (fields !== undefined) {
    const checked = globalEarnFieldsSchema.safeParse(fields);
    if (!checked.success) logger.warn('global earn copy does not match its schema', checked.error.issues);
  }
  return expandCopyDeep(readEarnCopy(fields), terms);
}

export function MerchantRoute({ orderOpen = false }: { orderOpen?: boolean }) {
  const { id } = useParams();
  const globalCopy = usePartnerContent('*');
  const terms = useCopyTerms();
  const environment = useMemo<MerchantEnvironment>(
    () => ({ copy: earnCopyOf(globalCopy, terms) }),
    [globalCopy, terms],
  );
  return (
    <MerchantEnvironmentProvider value={environment}>
      <MerchantPage id={id} orderOpen={orderOpen} />
    </MerchantEnvironmentProvider>
  );
}
