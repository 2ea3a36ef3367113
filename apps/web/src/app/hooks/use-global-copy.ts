import { useMemo } from 'react';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { usePartner } from '@/lib/partner';
import { footerCopy, navbarCopy, type FooterCopy, type NavbarCopy } from '../layout/global-copy';
import { useCopyTerms, usePartnerContent } from './use-partner-copy';

/** The navbar and footer copy of the global group, tokens filled in for the current viewer. */
export function useGlobalCopy(): { navbar: NavbarCopy; footer: FooterCopy } {
  const entries = usePartnerContent('*');
  const terms = useCopyTerms();
  const { enrollmentType } = usePartner();
  return useMemo(
    () => expandCopyDeep({ navbar: navbarCopy(entries, enrollmentType), footer: footerCopy(entries) }, terms),
    [entries, terms, enrollmentType],
  );
}
