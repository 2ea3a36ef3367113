import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ManageCardsPage, type CardsViewer } from '@/features/cards/components/manage-cards-page';
import { MEMBER_QUERY_KEY, useCurrentMember } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { useCardSettings } from './card-settings';

/** /account/manage_cards (features/cards), composed with the partner, the member and the route map. */
export function ManageCardsRoute() {
  const partner = usePartner();
  const cardSettings = useCardSettings(partner);
  const { kind, isPending } = useCurrentMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewer: CardsViewer = isPending
    ? 'loading'
    : kind === 'visitor'
      ? 'visitor'
      : kind === 'closedAccount'
        ? 'closedAccount'
        : 'member';
  return (
    <ManageCardsPage
      viewer={viewer}
      settings={cardSettings}
      loginHref={paths.login.getHref()}
      onAccountClosed={() => navigate(paths.signOut.getHref())}
      // A first card makes a non-card member a card member: the shell follows the member's type.
      onCardsChanged={() => void queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY })}
    />
  );
}
