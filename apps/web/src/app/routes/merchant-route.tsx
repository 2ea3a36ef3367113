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
import { useAppStatus } from '@/features/app-status/api/get-app-status';
import { usePartner, type PublicPartner } from '@/features/partner/api/get-partner';
import { logger } from '@/lib/logger';
import { useCurrentMember } from '../hooks/use-current-member';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';
import { paths } from '../paths';
import { hasSignIn } from '../route-table';

/**
 * The merchant page (features/merchant) composed with the app: partner settings and terms, the signed-in
 * member, the global `earn` copy and the route hrefs. /merchants/{id}/Order is the same page with the order
 * dialog open.
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

function merchantPartner(partner: PublicPartner): MerchantEnvironment['partner'] {
  return {
    program: partner.terms.program,
    currencyType: partner.currencyType,
    terms: partner.terms,
    earnRates: partner.earnRates,
    hasVIP: partner.hasVIP,
    acclaimedEnabled: partner.acclaimedEnabled,
    acclaimed2Enabled: partner.acclaimed2Enabled,
    showEarnRate: partner.showEarnRate,
    hasFlexOffers: partner.hasFlexOffers,
    hasReservationBonus: partner.hasReservationBonus,
  };
}

export function MerchantRoute({ orderOpen = false }: { orderOpen?: boolean }) {
  const { id } = useParams();
  const partner = usePartner();
  const { member } = useCurrentMember();
  const globalCopy = usePartnerContent('*');
  const terms = useCopyTerms();
  const status = useAppStatus();
  const login = hasSignIn(partner, status) ? paths.login.getHref() : null;

  const environment = useMemo<MerchantEnvironment>(
    () => ({
      partner: merchantPartner(partner),
      member: member ? { publicId: member.publicId, tierLevel: member.tierLevel } : null,
      copy: earnCopyOf(globalCopy, terms),
      links: {
        search: paths.search.getHref(),
        login,
        merchant: paths.merchant.getHref,
        order: paths.merchant.order.getHref,
      },
    }),
    [partner, member, globalCopy, terms, login],
  );

  return (
    <MerchantEnvironmentProvider value={environment}>
      <MerchantPage id={id} orderOpen={orderOpen} />
    </MerchantEnvironmentProvider>
  );
}
