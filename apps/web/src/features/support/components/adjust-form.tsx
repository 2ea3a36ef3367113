import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_KIND_LABELS,
  ADJUSTMENT_MESSAGES,
  formatAdjustmentAmount,
  type AdjustmentAllowance,
  type AdjustmentKind,
  type AdjustmentList,
} from '@forkpoint/shared/contracts/support-adjustments';
import { errorMessage } from '../api/staff-session';
import { fieldErrors, useAdjust } from '../api/support-adjustments';
import { parseAmountText } from '../lib/adjustment-amount';
import { SupportField, SupportSelect } from './support-field';

type Unit = AdjustmentList['unit'];
interface Draft {
  kind: AdjustmentKind;
  amount: string;
  reason: string;
}
const EMPTY: Draft = { kind: 'M', amount: '', reason: '' };
const KIND_OPTIONS = ADJUSTMENT_KINDS.map((kind) => ({
  value: kind,
  label: `${ADJUSTMENT_KIND_LABELS[kind]} (${kind})`,
}));

/** What the form checks before the confirm step; the server checks it all again and has the last word. */
function check(draft: Draft, unit: Unit): { errors: Record<string, string>; amount: number | null } {
  const errors: Record<string, string> = {};
  const amount = parseAmountText(draft.amount, unit.cash);
  if (amount === null || amount === 0) errors.amount = ADJUSTMENT_MESSAGES.amount;
  else if (Math.abs(amount) > unit.limit) {
    errors.amount = ADJUSTMENT_MESSAGES.overLimit(formatAdjustmentAmount(unit.limit, unit));
  } else if (draft.kind === 'M' && amount < 0) errors.amount = ADJUSTMENT_MESSAGES.manualPositive;
  if (draft.reason.trim().length < 5) errors.reason = ADJUSTMENT_MESSAGES.reason;
  return { errors, amount };
}

/** Whether an amount would take the staff member past a 24-hour limit (the server judges it again, under a lock). */
export function passesRollingLimit(allowance: AdjustmentAllowance, amount: number): boolean {
  const size = Math.abs(amount);
  return (
    allowance.onMember.used + size > allowance.onMember.limit || allowance.byStaff.used + size > allowance.byStaff.limit
  );
}

/**
 * "Adjust rewards": kind, amount, reason, then a confirm step that says exactly what will be written — or, past the
 * staff member's 24-hour limits, that it will wait for an admin's approval.
 */
export function AdjustForm({
  publicId,
  memberName,
  unit,
  allowance,
}: {
  publicId: string;
  memberName: string;
  unit: Unit;
  allowance: AdjustmentAllowance;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const adjust = useAdjust(publicId);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (confirming !== null) confirmHeading.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft, unit);
    setErrors(checked.errors);
    setDone(null);
    adjust.reset();
    if (Object.keys(checked.errors).length === 0) setConfirming(checked.amount);
    else amountInput.current?.focus();
  };
  const confirm = async () => {
    if (confirming === null) return;
    const made = await adjust.run({ kind: draft.kind, amount: confirming, reason: draft.reason.trim() });
    setConfirming(null);
    if (made && 'queued' in made) {
      setDone(made.message);
      setDraft(EMPTY);
    } else if (made) {
      setDone(`Adjustment made: ${formatAdjustmentAmount(made.amount, unit)} (${ADJUSTMENT_KIND_LABELS[made.kind]}).`);
      setDraft(EMPTY);
    } else setErrors({});
  };
  const serverErrors = adjust.state.status === 'failed' ? fieldErrors(adjust.state.error) : {};
  const shown = { ...serverErrors, ...errors };

  if (confirming !== null) {
    const words = formatAdjustmentAmount(confirming, unit);
    const needsApproval = passesRollingLimit(allowance, confirming);
    return (
      <div className="adjust-confirm">
        <h3 ref={confirmHeading} tabIndex={-1}>
          Confirm the adjustment
        </h3>
        <p>
          {confirming > 0 ? 'Add' : 'Take back'} <strong>{words.replace('-', '')}</strong>{' '}
          {confirming > 0 ? 'to' : 'from'} {memberName}’s rewards as a{' '}
          {ADJUSTMENT_KIND_LABELS[draft.kind].toLowerCase()} ({draft.kind}).
        </p>
        <p>
          Reason: <q>{draft.reason.trim()}</q>
        </p>
        {needsApproval ? (
          <p className="support-notice">
            This takes you past your 24-hour limit: it will wait for an admin’s approval, and nothing is written until
            then.
          </p>
        ) : (
          <p className="support-muted">
            It shows in the member’s Reviews &amp; History. It can be reversed, never edited.
          </p>
        )}
        <div className="support-actions">
          <button
            type="button"
            className="button button--v1"
            disabled={adjust.state.status === 'pending'}
            onClick={() => void confirm()}
          >
            {adjust.state.status === 'pending'
              ? 'Sending…'
              : needsApproval
                ? 'Send for approval'
                : 'Confirm adjustment'}
          </button>
          <button type="button" className="button button--v2" onClick={() => setConfirming(null)}>
            Back to edit
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="adjust-form" aria-labelledby="adjust-title" noValidate onSubmit={review}>
      <h3 id="adjust-title">Adjust rewards</h3>
      <p className="support-muted">
        Your limit: {formatAdjustmentAmount(unit.limit, unit)} per adjustment, either way. In any 24 hours you may move{' '}
        {formatAdjustmentAmount(allowance.onMember.limit, unit)} on one member and{' '}
        {formatAdjustmentAmount(allowance.byStaff.limit, unit)} in all; past that an admin approves.
      </p>
      <p className="support-muted">
        Moved in the last 24 hours: {formatAdjustmentAmount(allowance.onMember.used, unit)} on this member,{' '}
        {formatAdjustmentAmount(allowance.byStaff.used, unit)} in all.
      </p>
      <SupportSelect
        id="adjust-kind"
        label="Kind"
        value={draft.kind}
        options={KIND_OPTIONS}
        onChange={(kind) => setDraft({ ...draft, kind })}
      />
      <SupportField
        id="adjust-amount"
        label={`Amount (${unit.cash ? 'dollars, e.g. 12.50' : `${unit.label}, e.g. 500`})`}
        inputRef={amountInput}
        inputMode={unit.cash ? 'decimal' : 'numeric'}
        value={draft.amount}
        onChange={(amount) => setDraft({ ...draft, amount })}
        error={shown.amount}
        hint={
          <p className="support-muted support-hint">A minus sign takes back (bonus adjustment or adjustment only).</p>
        }
      />
      <SupportField
        id="adjust-reason"
        className="adjust-form__reason"
        label="Reason (kept in the audit log)"
        multiline
        value={draft.reason}
        onChange={(reason) => setDraft({ ...draft, reason })}
        error={shown.reason}
      />
      <div className="support-actions">
        <button type="submit" className="button button--v1">
          Review adjustment
        </button>
      </div>
      <div aria-live="polite">
        {done ? (
          <p className="support-success" role="status">
            {done}
          </p>
        ) : adjust.state.status === 'failed' ? (
          <p className="support-error" role="alert">
            {errorMessage(adjust.state.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
