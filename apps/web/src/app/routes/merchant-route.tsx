import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import { expandCopyDeep, type CopyTerms } from '@forkpoint/shared/content/copy-tokens';
import { globalEarnFieldsSchema } from '@forkpoint/shared/content/content-global-schemas';
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

/** The earn copy the seed writes (db/seed/content/global.ts), used where the content service has none. */
const DEFAULT_EARN_COPY: MerchantEarnCopy = {
  tierNames: { basic: 'Basic', select: 'Select', vip: 'VIP' },
  tierEarnText: {
    OptedOut: 'Basic earn rate',
    NonActivated: 'Activate to earn',
    OptedIn: 'Select earn rate',
    VIP: 'VIP earn rate',
  },
  signInToSeeOffers: 'Sign in to see offers',
  unlockAccess: 'Unlock access to earn',
  unlockModal: {
    tier_2: {
      title: 'Unlock Select to earn here',
      body: 'This restaurant rewards Select members. Turn on e-mail offers from {{program}} to reach Select.',
      cta: { text: 'Turn on e-mail offers', url: paths.account.userProfile.getHref() },
    },
    tier_3: null,
  },
  acclaimedBadge: 'Acclaimed',
  reservationBonus: null,
};

export function earnCopyOf(globalCopy: readonly ContentEntry[], terms: CopyTerms): MerchantEarnCopy {
  const fields = globalCopy.find((entry) => entry.slug === 'earn')?.fields;
  const parsed = globalEarnFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    if (fields !== undefined) logger.warn('global earn copy does not match its schema', parsed.error.issues);
    return expandCopyDeep(DEFAULT_EARN_COPY, terms);
  }
  const earn = parsed.data;
  return expandCopyDeep(
    {
      tierNames: earn.tier_names,
      tierEarnText: earn.tier_earn_text,
      signInToSeeOffers: earn.sign_in_to_see_offers,
      unlockAccess: earn.unlock_access,
      unlockModal: earn.unlock_modal,
      acclaimedBadge: earn.acclaimed_badge,
      reservationBonus: earn.reservation_bonus,
    },
    terms,
  );
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
