import { Link } from 'react-router';
import { STAFF_RECOVERY_CODE_COUNT, staffMay, type StaffSession } from '@forkpoint/shared/contracts/support';
import { consolePaths } from '../lib/console-paths';
import { ConsolePage } from './console-page';

/** The console's start: what this role can do here, and a warning when few recovery codes are left. */
export function SupportHome({ session }: { session: StaffSession }) {
  const { staff, recoveryCodesLeft } = session;
  const may = (permission: Parameters<typeof staffMay>[1]) => staffMay(staff.role, permission);
  return (
    <ConsolePage title={`Welcome, ${staff.displayName}`}>
      {recoveryCodesLeft < 3 ? (
        <p className="support-notice" role="status">
          Only {recoveryCodesLeft} of {STAFF_RECOVERY_CODE_COUNT} recovery codes are left. Ask an admin for new ones.
        </p>
      ) : null}
      <ul className="support-cards">
        {may('members') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.members}>Members</Link>
            </h2>
            <p>
              Find a member by e-mail, partner number, public id or card last four; unlock or send a recovery e-mail.
            </p>
          </li>
        ) : null}
        {may('catalog') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.restaurants}>Restaurants</Link>
            </h2>
            <p>Find a restaurant; edit its details and limits; add, change, pause and end its offers.</p>
          </li>
        ) : null}
        {may('audit') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.audit}>Audit log</Link>
            </h2>
            <p>Every staff action with who, when and what changed; search it and export it as CSV.</p>
          </li>
        ) : null}
        {may('content') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.content}>Content</Link>
            </h2>
            <p>Edit the member app's copy as drafts, preview them, publish, and restore earlier versions.</p>
          </li>
        ) : null}
        {may('staff') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.staff}>Staff</Link>
            </h2>
            <p>Add staff, change roles, deactivate, and reset an authenticator or recovery codes.</p>
          </li>
        ) : null}
        {may('postings') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.postingFiles}>Posting files</Link>
            </h2>
            <p>See what the partner credited from each posting file, and send a rejected reward again.</p>
          </li>
        ) : null}
        {may('integrationKeys') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.integrationKeys}>Integration keys</Link>
            </h2>
            <p>Create and revoke the keys your program’s systems sign their posting-file calls with.</p>
          </li>
        ) : null}
        {may('errorReports') ? (
          <li className="support-card">
            <h2>
              <Link to={consolePaths.errorReports}>Error reports</Link>
            </h2>
            <p>See the errors members’ browsers and the server reported, with the request id of each.</p>
          </li>
        ) : null}
      </ul>
    </ConsolePage>
  );
}
