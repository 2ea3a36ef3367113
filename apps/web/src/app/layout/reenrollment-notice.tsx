import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { cardSettingsOf } from '../routes/card-settings';

/** The card form loads only for a closed account, so nobody else's first load carries it. */
const ReenrollmentForm = lazy(() =>
  import('@/features/cards/components/reenrollment-form').then((m) => ({ default: m.ReenrollmentForm })),
);

/**
 * What a closed-account member sees in place of the normal footer area (spec part 1 §2, part 2 §2
 * Re-enrollment): a title, a notice that the card was deleted, a notice to add a card, the card-entry form
 * with its submit button and a 'sign in later' link to the sign-out URL. Linking a card reopens the account:
 * the member is refetched and goes to /account.
 */
export function ReenrollmentNotice({ program }: { program: string }) {
  const partner = usePartner();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOutHref = paths.signOut.getHref();
  return (
    <section className="reenrollment" aria-labelledby="reenrollment-title">
      <div className="reenrollment__inner">
        <h2 id="reenrollment-title" className="reenrollment__title">
          Welcome back to {program}
        </h2>
        <p>Your linked card was deleted, so your account is closed.</p>
        <p>Add a card to reopen your account and start earning again.</p>
        <Suspense
          fallback={
            <p>
              <a href={signOutHref}>sign in later</a>
            </p>
          }
        >
          <ReenrollmentForm
            settings={cardSettingsOf(partner)}
            signOutHref={signOutHref}
            onReenrolled={async () => {
              await queryClient.refetchQueries({ queryKey: MEMBER_QUERY_KEY });
              void navigate(paths.account.getHref());
            }}
          />
        </Suspense>
      </div>
    </section>
  );
}
