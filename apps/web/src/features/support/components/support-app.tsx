import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_MESSAGES, staffMay, type StaffPermission, type StaffSession } from '@forkpoint/shared/contracts/support';
import { Spinner } from '@/components/ui/spinner';
import {
  STAFF_SESSION_QUERY_KEY,
  errorMessage,
  isSessionEnded,
  staffSignOut,
  useSetStaffSession,
  useStaffSession,
} from '../api/staff-session';
import { returnPathFrom } from '../lib/return-to';
import { useIdleSignOut } from '../lib/use-idle-sign-out';
import { ApprovalsPage } from './approvals-page';
import { AuditPage } from './audit-page';
import { ContentEntryPage } from './content-entry-page';
import { ContentGroupPage, ContentGroupsPage } from './content-pages';
import { IntegrationKeysPage } from './integration-keys-page';
import { ErrorReportsPage } from './error-reports-page';
import { PostingFilesPage } from './posting-files-page';
import { ClaimsPage } from './claims-page';
import { MemberDetailPage } from './member-detail-page';
import { MembersPage } from './members-page';
import { RestaurantDetailPage } from './restaurants/restaurant-detail-page';
import { RestaurantsPage } from './restaurants/restaurants-page';
import { ConsolePage } from './console-page';
import { StaffCreatePage } from './staff-create-page';
import { StaffMemberPage } from './staff-member-page';
import { StaffPage } from './staff-page';
import { StaffSignIn } from './staff-sign-in';
import { SupportHome } from './support-home';
import { SupportLayout } from './support-layout';
import './support.css';
import { PageMain } from '@/components/layout/page-main';

/**
 * The support console at /support (issue 18): its own sign-in, layout and pages, loaded as one chunk. What
 * a staff member sees follows their role (STAFF_PERMISSIONS); the server refuses the rest anyway.
 */
export function SupportApp() {
  const session = useStaffSession();
  const setSession = useSetStaffSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<string | null>(null);
  const explicitEnd = useRef(false);
  const end = (message: string | null) => {
    explicitEnd.current = true;
    setNotice(message);
    setSession(null);
  };
  useSessionEndWatch();
  // A session the server ended (a call answered 401) rather than the staff member: say why the sign-in is back.
  const signedIn = Boolean(session.data);
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn && !explicitEnd.current) setNotice(STAFF_MESSAGES.sessionExpired);
    if (signedIn) explicitEnd.current = false;
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  let content: ReactNode;
  if (session.isPending) {
    content = (
      <PageMain className="support-page">
        <Spinner message="Loading the support console…" />
      </PageMain>
    );
  } else if (session.isError) {
    content = (
      <PageMain className="support-page">
        <h1>Support console</h1>
        <p role="alert">{errorMessage(session.error)}</p>
        <button type="button" className="button button--v1" onClick={() => void session.refetch()}>
          Try again
        </button>
      </PageMain>
    );
  } else if (!session.data) {
    const signedIn = (next: StaffSession) => {
      setNotice(null);
      setSession(next);
      // Back to the staff page that sent them to sign in (the staging tools), when it is on this site.
      const returnTo = returnPathFrom(location.search);
      if (returnTo) void navigate(returnTo);
    };
    content = <StaffSignIn notice={notice} onSignedIn={signedIn} />;
  } else {
    content = <SignedInConsole session={session.data} onSignOut={end} />;
  }
  return <div className="support">{content}</div>;
}

function SignedInConsole({
  session,
  onSignOut,
}: {
  session: StaffSession;
  onSignOut: (notice: string | null) => void;
}) {
  const signOut = (notice: string | null) => {
    void staffSignOut().catch(() => undefined);
    onSignOut(notice);
  };
  useIdleSignOut(() => signOut(STAFF_MESSAGES.sessionExpired));
  const role = session.staff.role;
  const gate = (permission: StaffPermission, page: ReactNode) =>
    staffMay(role, permission) ? (
      page
    ) : (
      <ConsolePage title="Not for your role">
        <p>{STAFF_MESSAGES.forbidden}</p>
      </ConsolePage>
    );

  return (
    <Routes>
      <Route element={<SupportLayout session={session} onSignOut={() => signOut(null)} />}>
        <Route index element={<SupportHome session={session} />} />
        <Route path="members" element={gate('members', <MembersPage />)} />
        <Route path="members/:publicId" element={gate('members', <MemberDetailPage />)} />
        <Route path="claims" element={gate('claims', <ClaimsPage />)} />
        <Route path="approvals" element={gate('adjustments', <ApprovalsPage />)} />
        <Route path="content" element={gate('content', <ContentGroupsPage />)} />
        <Route path="content/:group" element={gate('content', <ContentGroupPage />)} />
        <Route path="content/:group/:slug" element={gate('content', <ContentEntryPage />)} />
        <Route path="audit" element={gate('audit', <AuditPage />)} />
        <Route path="staff" element={gate('staff', <StaffPage />)} />
        <Route path="staff/new" element={gate('staff', <StaffCreatePage />)} />
        <Route path="staff/:id" element={gate('staff', <StaffMemberPage />)} />
        <Route path="integration-keys" element={gate('integrationKeys', <IntegrationKeysPage />)} />
        <Route path="error-reports" element={gate('errorReports', <ErrorReportsPage />)} />
        <Route path="posting-files" element={gate('postings', <PostingFilesPage />)} />
        <Route path="restaurants" element={gate('catalog', <RestaurantsPage />)} />
        <Route path="restaurants/:merchantId" element={gate('catalog', <RestaurantDetailPage />)} />
        <Route
          path="*"
          element={
            <ConsolePage title="Page not found">
              <p>There is no console page at this address.</p>
            </ConsolePage>
          }
        />
      </Route>
    </Routes>
  );
}

/** Any console call answered 401: the staff session ended on the server, so the session is asked for again. */
function useSessionEndWatch() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        const key = event.query.queryKey;
        if (event.type !== 'updated' || event.action.type !== 'error' || key[0] !== 'support' || key[1] === 'session')
          return;
        if (isSessionEnded(event.action.error)) void client.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY });
      }),
    [client],
  );
}
