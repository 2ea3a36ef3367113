import { useMemo } from 'react';
import { RecentActivityPage } from '@/features/activity/components/recent-activity-page';
import type { ActivitySettings } from '@/features/activity/lib/activity-format';
import { useAccountMember } from '@/features/account/api/get-account';
import { useMemberCards } from '@/features/cards/api/get-member-cards';
import { cardDetail } from '@/features/cards/lib/card-display';
import { MissingRewardsPanel } from '@/features/claims/components/missing-rewards-panel';
import type { PickableRestaurant } from '@/features/claims/components/restaurant-picker';
import { searchMerchants } from '@/features/search/api/search-merchants';
import { useCurrentMember } from '@/lib/member';
import { usePartner, type PublicPartner } from '@/lib/partner';
import { paths } from '@/config/paths';

/** The partner settings the activity page follows (spec part 1 §3), handed over by the app layer. */
const activitySettingsOf = (partner: PublicPartner): ActivitySettings => ({
  currencyType: partner.currencyType,
  currencySingular: partner.terms.currencySingular,
  currencyPlural: partner.terms.currencyPlural,
  statementCreditThresholdDollars: partner.statementCreditThresholdDollars,
});

/** The restaurants of the member's program by name near a place: the merchant search. */
async function searchRestaurants(name: string, location: string): Promise<PickableRestaurant[]> {
  const query: Record<string, string> = { location: location || 'New York, NY', pageSize: '20' };
  if (name) query.restaurantOrCuisine = name;
  const { merchants } = await searchMerchants(query, 1);
  return merchants.map((merchant) => ({
    merchantId: merchant.merchantId,
    name: merchant.name,
    place: [merchant.location.address.street, merchant.location.address.city].filter(Boolean).join(', '),
  }));
}

/**
 * /account/recent_activity, 'Reviews & History' (features/activity), composed with the partner, the member
 * and the missing-rewards claim panel (features/claims) on the member's cards and the merchant search.
 */
export function RecentActivityRoute() {
  const partner = usePartner();
  const { isPending, kind } = useCurrentMember();
  const signedIn = !isPending && kind !== 'visitor';
  const cards = useMemberCards({ enabled: signedIn });
  const account = useAccountMember({ enabled: signedIn });
  const claimCards = useMemo(
    () => (cards.data ?? []).map((card) => ({ id: card.id, label: `${card.description} ${cardDetail(card)}` })),
    [cards.data],
  );
  return (
    <RecentActivityPage
      settings={activitySettingsOf(partner)}
      missingRewards={
        signedIn ? (
          <MissingRewardsPanel
            cards={claimCards}
            searchRestaurants={searchRestaurants}
            defaultLocation={account.data?.address.zipCode ?? ''}
          />
        ) : null
      }
      disclaimer={
        <p>
          Most rewards appear here within a few days of a purchase; some take up to two weeks while the purchase is
          confirmed.
        </p>
      }
      enabled={signedIn}
      signInHref={!isPending && kind === 'visitor' ? paths.login.getHref() : undefined}
    />
  );
}
