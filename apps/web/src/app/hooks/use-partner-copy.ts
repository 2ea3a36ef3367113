import { useMemo } from 'react';
import { copyTermsFor, type CopyTerms } from '@forkpoint/shared/content/index';
import {
  contentSourceFor,
  useContent,
  type ContentEntry,
  type ContentName,
  type ContentSource,
} from '@/features/content/api/get-content';
import { usePartner } from '@/features/partner/api/get-partner';

/**
 * The app layer joins two features that may not import each other: where the content comes from is a
 * partner setting (cmsRoute, cmsPreview), and copy is filled with the partner's terms.
 */

export function useContentSource(): ContentSource {
  const { cmsRoute, cmsPreview } = usePartner();
  return useMemo(() => contentSourceFor({ cmsRoute, cmsPreview }), [cmsRoute, cmsPreview]);
}

export function usePartnerContent(contentName: ContentName): ContentEntry[] {
  return useContent(contentName, useContentSource());
}

/** Terms for copy tokens. No member is known yet, so the tier is the default (Basic) one. */
export function useCopyTerms(): CopyTerms {
  const { terms } = usePartner();
  return useMemo(() => copyTermsFor(terms), [terms]);
}
