import { useMemo } from 'react';
import { copyTermsFor, DEFAULT_TIER_NAME, type CopyTerms } from '@forkpoint/shared/content/copy-tokens';
import {
  contentSourceFor,
  useContent,
  type ContentEntry,
  type ContentName,
  type ContentSource,
} from '@/features/content/api/get-content';
import { tierNameKeyOf, useCurrentMember } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { isObject, isText } from '@/components/copy/content-guards';

/**
 * The app layer joins features that may not import each other: where the content comes from is a partner
 * setting (cmsRoute, cmsPreview), and copy is filled with the partner's terms and the member's tier.
 */

export function useContentSource(): ContentSource {
  const { cmsRoute, cmsPreview } = usePartner();
  return useMemo(() => contentSourceFor({ cmsRoute, cmsPreview }), [cmsRoute, cmsPreview]);
}

export function usePartnerContent(contentName: ContentName): ContentEntry[] {
  return useContent(contentName, useContentSource());
}

/** The tier names of the global `earn` copy (tier_names.basic/select/vip), if written. */
function tierNames(globalCopy: readonly ContentEntry[]): Record<string, unknown> | undefined {
  const names = globalCopy.find((entry) => entry.slug === 'earn')?.fields.tier_names;
  return isObject(names) ? names : undefined;
}

/**
 * Terms for copy tokens: the partner's words, and {{current_tier}} as the signed-in member's tier name
 * (Basic for visitors and tier-0 members).
 */
export function useCopyTerms(): CopyTerms {
  const { terms } = usePartner();
  const { member } = useCurrentMember();
  const globalCopy = usePartnerContent('*');
  const tierLevel = member?.tierLevel;
  return useMemo(() => {
    const name = tierLevel ? tierNames(globalCopy)?.[tierNameKeyOf(tierLevel)] : undefined;
    return copyTermsFor(terms, { currentTier: isText(name) ? name : DEFAULT_TIER_NAME });
  }, [terms, tierLevel, globalCopy]);
}
