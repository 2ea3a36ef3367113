import { useMemo, type ReactNode } from 'react';
import { registeredMarkIsSuperscript } from '@forkpoint/shared/content/brand-fonts';
import type { LinkTokenName } from '@forkpoint/shared/content/copy-tokens';
import { CopyLinkSettingsContext, type CopyLinkSettings } from '@/components/copy/link-settings';
import { usePartner, type PublicPartner } from '@/lib/partner';
import { paths } from '@/config/paths';

/**
 * What the link tokens of copy point at for this partner (spec part 1 §2 "Text links in copy"): the page
 * tokens take their paths from the route map, and only pages the partner offers are linked (a token for a
 * page the partner lacks shows its words).
 */
export function copyLinkSettingsFor(partner: PublicPartner): CopyLinkSettings {
  const signIn = partner.enrollmentType !== 'none';
  const routes: Partial<Record<LinkTokenName, string>> = {
    join: paths.join.getHref(),
    terms: paths.earn.page.getHref('terms'),
    privacy: paths.earn.page.getHref('privacy'),
    offers: paths.search.getHref(),
    events: partner.hasDiscoverPage ? paths.discover.getHref() : paths.search.getHref(),
    home: paths.home.getHref(),
    sign_out: paths.signOut.getHref(),
    ...(signIn
      ? {
          sign_in: paths.login.getHref(),
          activate: paths.activate.getHref(),
          delete_card: paths.account.manageCards.getHref(),
          recent_activity_disclaimer: paths.account.recentActivity.getHref(),
        }
      : {}),
    ...(partner.enrollmentType === 'direct' ? { recover: paths.recover.getHref() } : {}),
  };
  return {
    routes,
    reloadTokens: ['sign_out'],
    supportPhone: partner.customerSupport.phone,
    supportEmail: partner.customerSupport.email,
    shortCode: partner.shortCode,
    registeredMarkSuperscript: registeredMarkIsSuperscript(partner.theme.fontFamily),
  };
}

export function CopyLinkSettingsProvider({ children }: { children: ReactNode }) {
  const partner = usePartner();
  const settings = useMemo(() => copyLinkSettingsFor(partner), [partner]);
  return <CopyLinkSettingsContext.Provider value={settings}>{children}</CopyLinkSettingsContext.Provider>;
}
