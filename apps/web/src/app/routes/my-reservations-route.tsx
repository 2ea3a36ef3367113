import { useCallback } from 'react';
import { MyReservationsPage, type MyReservationsViewer } from '@/features/reservations/components/my-reservations-page';
import { useCurrentMember } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';

/**
 * /account/reservations, 'My Reservations' (features/reservations), composed with the member, the partner's
 * bonus unit and the route map: "find a table" is the search with its reservations filter.
 */
export function MyReservationsRoute() {
  const partner = usePartner();
  const { kind, isPending } = useCurrentMember();
  const viewer: MyReservationsViewer = isPending ? 'loading' : kind === 'visitor' ? 'visitor' : 'member';
  const cash = isCashProgram(partner.currencyType);
  const { bonusCurrency } = partner.terms;
  // The reservation bonus is counted as the seeded copy words it: dollars, or the partner's bonus currency.
  const bonusWords = useCallback(
    (amount: number) => (cash ? `$${amount}` : `${amount.toLocaleString('en-US')} ${bonusCurrency}`),
    [cash, bonusCurrency],
  );
  return (
    <MyReservationsPage
      viewer={viewer}
      hrefs={{ login: paths.login.getHref(), findTable: paths.search.getHref({ reservations: 'true' }) }}
      bonusWords={bonusWords}
    />
  );
}
