import { Link } from 'react-router';
import { STAFF_ROLE_LABELS, type StaffMember } from '@forkpoint/shared/contracts/support';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, useStaffSession } from '../api/staff-session';
import { useStaffList } from '../api/support-staff';
import { consolePaths } from '../lib/console-paths';
import { ConsolePage } from './console-page';
import { DataSection, formatDateTime } from './data-table';
import './staff.css';

/** /support/staff (admins): the program's staff, with a way to add one and to open each. */
export function StaffPage() {
  const list = useStaffList();
  const me = useStaffSession().data?.staff.id;
  return (
    <ConsolePage
      title="Staff"
      actions={
        <Link className="button button--v1" to={consolePaths.staffNew}>
          Add a staff member
        </Link>
      }
    >
      {list.isPending ? (
        <Spinner message="Loading the staff…" />
      ) : list.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(list.error)}
        </p>
      ) : (
        <DataSection
          title="Staff of this program"
          rows={list.data.staff}
          rowKey={(member) => String(member.id)}
          empty="No staff yet."
          columns={[
            {
              header: 'Name',
              cell: (member) => (
                // One element: on a phone the cell is a grid of its label and this.
                <span>
                  <Link to={consolePaths.staffMember(member.id)}>{member.displayName}</Link>
                  {member.id === me ? <span className="support-badge staff-you">You</span> : null}
                </span>
              ),
            },
            { header: 'E-mail', cell: (member) => member.email },
            { header: 'Role', cell: (member) => STAFF_ROLE_LABELS[member.role] },
            { header: 'Status', cell: (member) => (member.active ? 'Active' : 'Deactivated') },
            { header: 'Second factor', cell: secondFactor },
            {
              header: 'Last sign-in',
              cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'),
            },
          ]}
        />
      )}
    </ConsolePage>
  );
}

export function secondFactor(member: StaffMember): string {
  const app = member.totpEnrolled ? 'Authenticator set up' : 'No authenticator';
  return `${app}; ${member.recoveryCodesLeft} recovery code${member.recoveryCodesLeft === 1 ? '' : 's'} left`;
}
