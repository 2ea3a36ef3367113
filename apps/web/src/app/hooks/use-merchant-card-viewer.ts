import { useMemo } from 'react';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { readEarnCopy } from '@forkpoint/shared/content/earn-copy';
import type { MerchantCardViewer } from '@/features/search/lib/earn-label';
import { useAppStatus } from '@/lib/app-status';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { hasSignIn } from '../route-table';
import { useNotActivatedVisitor } from '@/lib/known-visitor';
import { useCurrentMember, viewerKeyOf } from '@/lib/member';
import { useCopyTerms, usePartnerContent } from './use-partner-copy';

/**
 * Who looks at merchant cards, joined here for the search feature: the member's tier (lib/member.ts), the
 * partner's earn rates and currency (lib/partner.ts) and the global `earn` copy of another feature
 * (features/content), tokens filled in. Provide it with MerchantCardViewerProvider around a list of cards.
 */
export function useMerchantCardViewer(): MerchantCardViewer {
  const partner = usePartner();
  const status = useAppStatus();
  const { member, isPending } = useCurrentMember();
  // A visitor the program knows and who is not activated is asked to activate, not to sign in.
  const notActivated = useNotActivatedVisitor();
  const known = member ?? notActivated;
  const globalCopy = usePartnerContent('*');
  const terms = useCopyTerms();
  const earnFields = globalCopy.find((entry) => entry.slug === 'earn')?.fields;

  return useMemo(
    () => ({
      tierLevel: known?.tierLevel ?? null,
      memberId: member?.publicId ?? null,
      key: isPending ? null : viewerKeyOf(member),
      copy: expandCopyDeep(readEarnCopy(earnFields), terms),
      // Part 2 §1 "whether the earn rate is shown" is the partner's showEarnRate.
      earnRates: partner.showEarnRate ? partner.earnRates : null,
      currency: {
        type: partner.currencyType,
        singular: partner.terms.currencySingular,
        plural: partner.terms.currencyPlural,
      },
      signInHref: hasSignIn(partner, status) ? paths.login.getHref() : null,
      activateHref: known ? paths.activate.getHref({ public_id: known.publicId }) : null,
    }),
    [member, known, isPending, partner, status, earnFields, terms],
  );
}
