import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { STAFF_ROLES, STAFF_ROLE_LABELS, type StaffMember, type StaffRole } from '@forkpoint/shared/contracts/support';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, useStaffSession } from '../api/staff-session';
import { useStaffAction, useStaffList, type StaffAction } from '../api/support-staff';
import { consolePaths } from '../lib/console-paths';
import { ConsolePage } from './console-page';
import { formatDateTime } from './data-table';
import { secondFactor } from './staff-page';
import { StaffShownOnce } from './staff-shown-once';
import './staff.css';

type Confirmable = 'Deactivate' | 'ResetTotp' | 'RecoveryCodes';

const CONFIRM: Record<Confirmable, { title: (name: string) => string; text: string; button: string }> = {
  Deactivate: {
    title: (name) => `Deactivate ${name}?`,
    text: 'They are signed out at once and cannot sign in until an admin reactivates them.',
    button: 'Deactivate',
  },
  ResetTotp: {
    title: (name) => `Reset ${name}’s authenticator?`,
    text: 'Codes from their current authenticator app stop working at once. You see the new set-up once, to pass on.',
    button: 'Reset authenticator',
  },
  RecoveryCodes: {
    title: (name) => `Issue new recovery codes for ${name}?`,
    text: 'Their unused recovery codes stop working at once. You see the ten new codes once, to pass on.',
    button: 'Issue new codes',
  },
};

/** /support/staff/:id (admins): one member of staff, their role, access and second factor. */
export function StaffMemberPage() {
  const id = Number(useParams().id);
  const list = useStaffList();
  const member = list.data?.staff.find((candidate) => candidate.id === id);
  return (
    <ConsolePage title={member ? member.displayName : 'Staff member'}>
      <p>
        <Link className="support-back" to={consolePaths.staff}>
          ← Staff
        </Link>
      </p>
      {list.isPending ? (
        <Spinner message="Loading…" />
      ) : list.isError ? (
        <p role="alert" className="support-error">
          {errorMessage(list.error)}
        </p>
      ) : member ? (
        <StaffMemberDetail key={member.id} member={member} />
      ) : (
        <p>No member of staff with that id in this program.</p>
      )}
    </ConsolePage>
  );
}

function StaffMemberDetail({ member }: { member: StaffMember }) {
  const action = useStaffAction(member.id);
  const isMe = useStaffSession().data?.staff.id === member.id;
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const busy = action.state.status === 'pending';
  const done = action.state.status === 'done' ? action.state.value : null;

  const run = (next: StaffAction) => {
    setConfirming(null);
    void action.run(next);
  };
  const changeRole = (event: FormEvent) => {
    event.preventDefault();
    run({ kind: 'Role', role });
  };

  return (
    <>
      <section className="support-section" aria-labelledby="staff-facts-title">
        <h2 id="staff-facts-title">Account</h2>
        <dl className="support-facts">
          <div>
            <dt>E-mail</dt>
            <dd>{member.email}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{STAFF_ROLE_LABELS[member.role]}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{member.active ? 'Active' : 'Deactivated: cannot sign in'}</dd>
          </div>
          <div>
            <dt>Second factor</dt>
            <dd>{secondFactor(member)}</dd>
          </div>
          <div>
            <dt>Last sign-in</dt>
            <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</dd>
          </div>
          <div>
            <dt>Added</dt>
            <dd>{formatDateTime(member.createdAt)}</dd>
          </div>
        </dl>
      </section>

      <div aria-live="polite">
        {done ? (
          <p className="support-success" role="status">
            {done.message}
          </p>
        ) : action.state.status === 'failed' ? (
          <p className="support-error" role="alert">
            {errorMessage(action.state.error)}
          </p>
        ) : null}
      </div>
      {done?.shownOnce ? <StaffShownOnce shown={done.shownOnce} email={member.email} /> : null}

      <section className="support-section" aria-labelledby="staff-actions-title">
        <h2 id="staff-actions-title">Change</h2>
        <div className="staff-actions">
          <form aria-labelledby="staff-role-title" onSubmit={changeRole}>
            <h3 id="staff-role-title">Role</h3>
            <div className="staff-role-form">
              <div className="form-field">
                <label htmlFor="staff-member-role">New role</label>
                <select
                  id="staff-member-role"
                  className="form-field__input"
                  value={role}
                  disabled={isMe}
                  aria-describedby={isMe ? 'staff-self-note' : undefined}
                  onChange={(e) => setRole(e.target.value as StaffRole)}
                >
                  {STAFF_ROLES.map((option) => (
                    <option key={option} value={option}>
                      {STAFF_ROLE_LABELS[option]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button button--v2" disabled={busy || isMe || role === member.role}>
                Change role
              </button>
            </div>
          </form>
          <div>
            <h3>Access</h3>
            {member.active ? (
              <button
                type="button"
                className="button button--v2"
                disabled={busy || isMe}
                aria-describedby={isMe ? 'staff-self-note' : undefined}
                onClick={() => setConfirming('Deactivate')}
              >
                Deactivate
              </button>
            ) : (
              <button
                type="button"
                className="button button--v2"
                disabled={busy}
                onClick={() => run({ kind: 'Reactivate' })}
              >
                Reactivate
              </button>
            )}
          </div>
          <div>
            <h3>Second factor</h3>
            <div className="support-actions">
              <button
                type="button"
                className="button button--v2"
                disabled={busy}
                onClick={() => setConfirming('ResetTotp')}
              >
                Reset authenticator
              </button>
              <button
                type="button"
                className="button button--v2"
                disabled={busy}
                onClick={() => setConfirming('RecoveryCodes')}
              >
                New recovery codes
              </button>
            </div>
          </div>
        </div>
        {isMe ? (
          <p id="staff-self-note" className="support-muted">
            This is you: another admin changes your role or deactivates you.
          </p>
        ) : null}
      </section>

      {confirming ? (
        <Modal
          title={CONFIRM[confirming].title(member.displayName)}
          description={<p>{CONFIRM[confirming].text}</p>}
          onDismiss={() => setConfirming(null)}
        >
          <div className="modal__actions">
            <button type="button" className="button button--v2" onClick={() => setConfirming(null)}>
              Cancel
            </button>
            <button type="button" className="button button--v1" onClick={() => run({ kind: confirming })}>
              {CONFIRM[confirming].button}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
