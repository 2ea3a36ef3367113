import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/member';
import { paths } from '@/config/paths';
import { PageMain } from '@/components/layout/page-main';

/** The card form (and the card copy it reads) loads only for a closed account: nobody else's first load carries it. */
const ReenrollmentForm = lazy(() => import('./reenrollment-card-form'));

/**
 * What a closed-account member sees in place of the normal footer area (spec part 1 §2, part 2 §2
 * Re-enrollment): a title, a notice that the card was deleted, a notice to add a card, the card-entry form
 * with its submit button and a 'sign in later' link to the sign-out URL. Linking a card reopens the account:
 * the member is refetched and goes to /account.
 *
 * `asPage` makes it the page itself (the main area, its title the page's h1) where a closed account lands,
 * home and the account area, so it is what they see first (issue 30, defect 7; app-layout.tsx).
 */
export function ReenrollmentNotice({ program, asPage = false }: { program: string; asPage?: boolean }) {
  const notice = <ReenrollmentSection program={program} asPage={asPage} />;
  return asPage ? <PageMain className="page reenrollment-page">{notice}</PageMain> : notice;
}

function ReenrollmentSection({ program, asPage }: { program: string; asPage: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOutHref = paths.signOut.getHref();
  const Title = asPage ? 'h1' : 'h2';
  return (
    <section className="reenrollment" aria-labelledby="reenrollment-title">
      <div className="reenrollment__inner">
        <Title id="reenrollment-title" className="reenrollment__title">
          Welcome back to {program}
        </Title>
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
