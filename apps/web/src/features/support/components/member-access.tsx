import type { SupportMemberDetail } from '@forkpoint/shared/contracts/support-members';
import { errorMessage } from '../api/staff-session';
import { useMemberAction } from '../api/support-members';
import { DataSection, formatDateTime } from './data-table';

/** Sign-in and lockout: the state, unlock, a recovery e-mail, and the last sign-in attempts. */
export function MemberAccess({ publicId, detail }: { publicId: string; detail: SupportMemberDetail }) {
  const unlock = useMemberAction(publicId, 'Unlock');
  const recovery = useMemberAction(publicId, 'RecoveryEmail');
  const { lockout, member } = detail;
  const canRecover = member.hasWebProfile && member.email !== null;

  return (
    <>
      <section className="support-section" aria-labelledby="section-access">
        <h2 id="section-access">Sign-in and lockout</h2>
        <p>
          {lockout.locked && lockout.lockedUntil
            ? `Locked until ${formatDateTime(lockout.lockedUntil)} after ${lockout.failedCount} failed sign-ins.`
            : lockout.failedCount > 0
              ? `Not locked; ${lockout.failedCount} failed sign-in${lockout.failedCount === 1 ? '' : 's'} in a row.`
              : 'Not locked.'}
        </p>
        <div className="support-actions">
          <button
            type="button"
            className="button button--v1"
            disabled={unlock.state.status === 'pending' || (!lockout.locked && lockout.failedCount === 0)}
            onClick={() => void unlock.run()}
          >
            {unlock.state.status === 'pending' ? 'Unlocking…' : 'Unlock account'}
          </button>
          <button
            type="button"
            className="button button--v2"
            disabled={recovery.state.status === 'pending' || !canRecover}
            onClick={() => void recovery.run()}
          >
            {recovery.state.status === 'pending' ? 'Sending…' : 'Send recovery e-mail'}
          </button>
        </div>
        {!canRecover ? (
          <p className="support-muted">No web profile or e-mail: no recovery e-mail can be sent.</p>
        ) : null}
        <div aria-live="polite">
          {[unlock.state, recovery.state].map((state, index) =>
            state.status === 'done' ? (
              <p key={index} className="support-success" role="status">
                {state.message}
              </p>
            ) : state.status === 'failed' ? (
              <p key={index} className="support-error" role="alert">
                {errorMessage(state.error)}
              </p>
            ) : null,
          )}
        </div>
      </section>
      <DataSection
        title="Sign-in history"
        rows={detail.signIns}
        rowKey={(a) => `${a.at}-${a.outcome}-${a.ip}`}
        empty="No sign-in attempts yet."
        columns={[
          { header: 'When', cell: (a) => formatDateTime(a.at) },
          { header: 'Outcome', cell: (a) => (a.succeeded ? 'Signed in' : a.outcome) },
          { header: 'Address', cell: (a) => a.ip },
        ]}
      />
    </>
  );
}
