import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { userStateFor } from '@forkpoint/shared/content/content-filters';
import { CashRewardsSummary } from '@/components/rewards/lazy-cash-rewards-summary';
import { Spinner } from '@/components/ui/spinner';
import { logger } from '@/lib/logger';
import type { CashCurrencyType } from '@forkpoint/shared/rules/cash-programs';
import { showErrorToast, showSuccessToast } from '@/lib/toast';
import { ACCOUNT_MEMBER_QUERY_KEY, activateBonus, useAccountMember, useDineSummary } from '../api/get-account';
import { bonusBannersFor, type BannerEntry } from '../lib/bonus-banners';
import { enrolledMarks, markEnrolled } from '../lib/enrolled-marks';
import { referralLinkFor } from '../lib/referral-link';
import { BONUS_ERROR_MESSAGE, BONUS_SUCCESS_MESSAGE, BonusBannerList, type AppStoreLinks } from './bonus-banner-list';
import { ReferralBox } from './referral-box';
import { StatusSummary } from './status-summary';
import './account.css';
import { PageMain } from '@/components/layout/page-main';

export interface OverviewPageProps {
  /** Who is looking, as the app layer knows it: a visitor is asked to sign in and no member call is made. */
  viewer: 'loading' | 'visitor' | 'member';
  loginHref: string;
  /** Fills the content service's copy tokens with the partner's terms. */
  expand: (text: string) => string;
  /** The member's tier as the program names it (Basic, Select, VIP). */
  tierName: string;
  /** "miles", "points", or null where rewards are dollars. */
  rewardUnit: string | null;
  /**
   * A cash program (Dollar or Credit): its balance and the progress toward the next statement credit are shown
   * (decision 0030). Null for Mile and Point programs.
   */
  cashRewards: { currencyType: CashCurrencyType; thresholdDollars: number } | null;
  hrefs: { profile: string; search: string; join: string; activity: string };
  /** The account_center referral_link copy, or null where it is off. */
  referral: { title: string; description: string } | null;
  /** The earn_banner entries (the banner configuration). */
  bannerEntries: readonly BannerEntry[];
  inNativeApp: boolean;
  appLinks: AppStoreLinks | null;
  /** The current host, where the referral link points. */
  origin: string;
}

/** /account/overview, the 'Account Overview' region (spec part 2 §2 Overview). */
export function OverviewPage(props: OverviewPageProps) {
  const titleId = useId();
  return (
    <PageMain className="page account-page">
      <section className="account-page__region" aria-labelledby={titleId}>
        <h1 id={titleId} className="page__title">
          Account Overview
        </h1>
        {props.viewer === 'loading' ? <Spinner /> : null}
        {props.viewer === 'visitor' ? (
          <p className="account-card">
            <Link to={props.loginHref}>Sign in</Link> to see your rewards, dining status and bonuses.
          </p>
        ) : null}
        {props.viewer === 'member' ? <OverviewContent {...props} /> : null}
      </section>
    </PageMain>
  );
}

function OverviewContent({
  expand,
  tierName,
  rewardUnit,
  cashRewards,
  hrefs,
  referral,
  bannerEntries,
  inNativeApp,
  appLinks,
  origin,
}: OverviewPageProps) {
  const member = useAccountMember();
  const summary = useDineSummary();
  const queryClient = useQueryClient();
  const [marks, setMarks] = useState(() => enrolledMarks());
  const now = useMemo(() => new Date(), []);

  if (member.isPending) return <Spinner />;
  if (member.isError) {
    return (
      <div className="account-card" role="alert">
        <p>We could not load your account just now.</p>
        <button type="button" className="button button--v2" onClick={() => void member.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const record = member.data;
  const banners = bonusBannersFor({
    entries: bannerEntries,
    bonuses: record.activeBonuses,
    userState: userStateFor(record),
    enrolledMarks: marks,
    inNativeApp,
    now,
  });

  const onActivate = async (code: string): Promise<boolean> => {
    try {
      await activateBonus(code);
      markEnrolled(code);
      setMarks(enrolledMarks());
      void showSuccessToast(BONUS_SUCCESS_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: ACCOUNT_MEMBER_QUERY_KEY });
      return true;
    } catch (error) {
      logger.warn(`activating bonus ${code} failed`, error);
      void showErrorToast(BONUS_ERROR_MESSAGE);
      return false;
    }
  };

  return (
    <div className="account-overview">
      <StatusSummary
        member={record}
        summary={summary.data}
        expand={expand}
        tierName={tierName}
        rewardUnit={rewardUnit}
        hrefs={hrefs}
        now={now}
      />
      {cashRewards ? (
        <CashRewardsSummary
          currencyType={cashRewards.currencyType}
          thresholdDollars={cashRewards.thresholdDollars}
          enabled
          action={<Link to={hrefs.activity}>See Reviews &amp; History</Link>}
        />
      ) : null}
      <BonusBannerList banners={banners} expand={expand} appLinks={appLinks} onActivate={onActivate} />
      {referral ? (
        <ReferralBox
          title={expand(referral.title)}
          description={expand(referral.description)}
          link={referralLinkFor(origin, hrefs.join, record.publicId)}
        />
      ) : null}
    </div>
  );
}
