import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { MEMBER_QUERY_KEY, useCurrentMember } from '@/lib/member';
import { enrollmentAccess } from '@forkpoint/shared/rules/enrollment-access';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { useCardSettings } from './card-settings';

const LinkCardForm = lazy(() =>
  import('@/features/cards/components/link-card-section').then((m) => ({ default: m.LinkCardForm })),
);

/**
 * The link-card form of enrollment step 2 (/add_card), handed to the auth feature's page by the app layer
 * (features never import each other): once every card linked, step 3 (/card_added). A visitor is asked to
 * sign in first, since cards belong to a member.
 */
export function EnrollmentCardSlot() {
  const partner = usePartner();
  const cardSettings = useCardSettings(partner);
  const { member, isPending } = useCurrentMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A program without enrollment links its customers' cards itself: nothing to sign in to here.
  if (!enrollmentAccess(partner.enrollmentType).join) {
    return (
      <p>
        {partner.terms.partner} enrolls your cards in {partner.terms.program} for you: pay with one at a participating
        restaurant and you earn automatically. <Link to={paths.search.getHref()}>Find restaurants</Link>
      </p>
    );
  }
  if (isPending) return <Spinner />;
  if (!member) {
    return (
      <p>
        <Link to={paths.login.getHref()}>Sign in</Link> to link a card.
      </p>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <LinkCardForm
        settings={cardSettings}
        label="Add a card"
        onLinked={async (summary) => {
          await queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY });
          // When some cards failed, their lines stay on the form to act on.
          if (summary.outcome === 'all') void navigate(paths.cardAdded.getHref());
        }}
      />
    </Suspense>
  );
}
