import { useQuery } from '@tanstack/react-query';
import { STAFF_PERMISSIONS, STAFF_ROLE_LABELS, type StaffRole } from '@forkpoint/shared/contracts/support';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorMessage, getStaffSession, STAGING_QUERY_KEYS } from '../api/staging-tools-api';
import { DemoResetTool } from './demo-reset-tool';
import { FeedTool } from './feed-tool';
import { MaintenanceTool } from './maintenance-tool';
import { OutboxTool } from './outbox-tool';
import { PartnerTool } from './partner-tool';
import { ReservationsTool } from './reservations-tool';
import { SessionExpiryTool } from './session-expiry-tool';
import './staging-tools.css';
import { PageMain } from '@/components/layout/page-main';

const mayUseTools = (role: StaffRole) => (STAFF_PERMISSIONS.staging as readonly StaffRole[]).includes(role);

/**
 * /stgtools (spec part 1 §2 "Staging tools, hidden in production"; issue 17 item 6): the route exists only
 * where the server says the tools do (GET /api/app-status), and the tools ask for an admin's staff session,
 * signed in through the support console, which comes back here. Choosing the partner needs none.
 */
export function StagingToolsPage() {
  useDocumentTitle('Staging Tools');
  const staff = useQuery({ queryKey: STAGING_QUERY_KEYS.staff, queryFn: getStaffSession, staleTime: 0 });
  const signInHref = paths.support.getHref({ returnTo: paths.stgtools.path });

  return (
    <PageMain className="page staging-tools">
      <h1 className="page__title">Staging Tools</h1>
      <p className="staging-tools__intro">
        Tools for testing this server. They do not exist in production; each change is recorded in the staff audit log.
      </p>
      <div className="staging-tools__grid">
        <PartnerTool />
        {staff.isPending ? <Spinner message="Checking your staff sign-in…" /> : null}
        {staff.isError ? (
          <p role="alert" className="staging-tools__notice">
            {errorMessage(staff.error)}
          </p>
        ) : null}
        {staff.data === null ? (
          <section className="staging-tool staging-tools__notice" aria-labelledby="staging-sign-in-title">
            <h2 id="staging-sign-in-title" className="staging-tool__title">
              Staff sign-in
            </h2>
            <p>The other tools are for staff admins of this partner. Sign in to the support console, then come back.</p>
            <a className="button button--v1" href={signInHref}>
              Sign in to the support console
            </a>
          </section>
        ) : null}
        {staff.data && !mayUseTools(staff.data.staff.role) ? (
          <p role="alert" className="staging-tools__notice">
            You are signed in as {staff.data.staff.displayName} ({STAFF_ROLE_LABELS[staff.data.staff.role]}). The
            staging tools are for admins.
          </p>
        ) : null}
        {staff.data && mayUseTools(staff.data.staff.role) ? (
          <>
            <MaintenanceTool />
            <SessionExpiryTool />
            <FeedTool />
            <ReservationsTool />
            <OutboxTool />
            <DemoResetTool />
          </>
        ) : null}
      </div>
    </PageMain>
  );
}
