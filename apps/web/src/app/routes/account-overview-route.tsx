import { useMemo } from 'react';
import { accountCenterFieldsSchema, earnBannerFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import { expandCopyTokens } from '@forkpoint/shared/content/copy-tokens';
import { filterContentEntries } from '@forkpoint/shared/content/content-filters';
import { OverviewPage } from '@/features/account/components/overview-page';
import type { BannerEntry } from '@/features/account/lib/bonus-banners';
import { isNativeApp } from '@/lib/native-app';
import { useCurrentMember } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { appStoreUrl } from '@forkpoint/shared/partners/app-store-links';
import { paths } from '@/config/paths';
import { useGlobalCopy } from '../hooks/use-global-copy';
import { useCopyTerms, usePartnerContent } from '../hooks/use-partner-copy';

/**
 * /account/overview (features/account), composed with the partner, its copy (account_center for the
 * referral box, earn_banner for the bonus banners) and the route map.
 */
export function AccountOverviewRoute() {
  const partner = usePartner();
  const { kind, isPending } = useCurrentMember();
  const terms = useCopyTerms();
  const accountCenter = usePartnerContent('account_center');
  const earnBanners = usePartnerContent('earn_banner');
  // The badges' words are the footer's copy; where the app is, the partner's own setting (appStoreIds), as for
  // the footer's badges and "Update Now" (issue 30): no links at all for a program with no app in the stores.
  const { appBadges } = useGlobalCopy().footer;
  const ios = appStoreUrl(partner.appStoreIds, 'ios');
  const android = appStoreUrl(partner.appStoreIds, 'android');

  const referral = useMemo(() => {
    const entry = filterContentEntries('account_center', accountCenter)[0];
    const fields = entry ? accountCenterFieldsSchema.safeParse(entry.fields) : null;
    const link = fields?.success ? fields.data.referral_link : null;
    return link?.is_enabled ? { title: link.title, description: link.description } : null;
  }, [accountCenter]);

  const bannerEntries = useMemo(
    () =>
      filterContentEntries('earn_banner', earnBanners).flatMap((entry): BannerEntry[] => {
        const fields = earnBannerFieldsSchema.safeParse(entry.fields);
        return fields.success ? [{ slug: entry.slug, fields: fields.data }] : [];
      }),
    [earnBanners],
  );

  const currencyType = partner.currencyType;
  const cash = isCashProgram(currencyType);
  return (
    <OverviewPage
      viewer={isPending ? 'loading' : kind === 'visitor' ? 'visitor' : 'member'}
      loginHref={paths.login.getHref()}
      expand={(text) => expandCopyTokens(text, terms)}
      // The member's tier as the {{current_tier}} copy token names it (the global earn copy's tier names).
      tierName={terms.currentTier}
      rewardUnit={cash ? null : partner.terms.currencyPlural}
      cashRewards={cash ? { currencyType, thresholdDollars: partner.statementCreditThresholdDollars } : null}
      hrefs={{
        profile: paths.account.userProfile.getHref(),
        activity: paths.account.recentActivity.getHref(),
        search: paths.search.getHref(),
        join: paths.join.getHref(),
      }}
      referral={referral}
      bannerEntries={bannerEntries}
      inNativeApp={isNativeApp()}
      appLinks={
        ios && android
          ? {
              ios: { url: ios, label: appBadges?.ios_label ?? 'Download on the App Store' },
              android: { url: android, label: appBadges?.android_label ?? 'Get it on Google Play' },
            }
          : null
      }
      origin={window.location.origin}
    />
  );
}
