import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  STAFF_MANAGEMENT_MESSAGES,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  staffCreateRequestSchema,
  type StaffRole,
} from '@forkpoint/shared/contracts/support';
import { errorMessage } from '../api/staff-session';
import { fieldErrors } from '../api/support-adjustments';
import { useCreateStaff } from '../api/support-staff';
import { consolePaths } from '../lib/console-paths';
import { ConsolePage } from './console-page';
import { StaffShownOnce } from './staff-shown-once';
import { SupportField, SupportSelect } from './support-field';
import './staff.css';

interface Draft {
  displayName: string;
  email: string;
  role: StaffRole;
  passwordChoice: 'generate' | 'set';
  password: string;
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** /support/staff/new (admins): a new member of staff, whose authenticator set-up and codes are shown once. */
export function StaffCreatePage() {
  const create = useCreateStaff();
  const [draft, setDraft] = useState<Draft>({
    displayName: '',
    email: '',
    role: 'agent',
    passwordChoice: 'generate',
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = create.state.status === 'pending';
  const server = create.state.status === 'failed' ? fieldErrors(create.state.error) : {};
  const shown = { ...server, ...errors };

  if (create.state.status === 'done') {
    const { staff, shownOnce, message } = create.state.value;
    return (
      <ConsolePage title="Staff member added">
        <p className="support-success" role="status">
          {message} {staff.displayName} ({staff.email}) is {STAFF_ROLE_LABELS[staff.role].toLowerCase()}.
        </p>
        {shownOnce ? <StaffShownOnce shown={shownOnce} email={staff.email} /> : null}
        <div className="support-actions">
          <Link className="button button--v1" to={consolePaths.staffMember(staff.id)}>
            Open {staff.displayName}
          </Link>
          <Link className="button button--v2" to={consolePaths.staff}>
            Back to the staff list
          </Link>
        </div>
      </ConsolePage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      displayName: draft.displayName,
      email: draft.email,
      role: draft.role,
      password: draft.passwordChoice === 'set' ? draft.password : '',
    };
    const checked = staffCreateRequestSchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!checked.success) for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (draft.passwordChoice === 'set' && !draft.password)
      found.password = 'Enter a password, or let one be generated.';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first field in error takes the focus, so its message is read at once.
      const first = ['displayName', 'email', 'role', 'password'].find((field) => found[field]);
      document.getElementById(`staff-${first}`)?.focus();
      return;
    }
    void create.run(checked.data!);
  };

  const field = (name: 'displayName' | 'email', label: string, type: 'text' | 'email') => (
    <SupportField
      id={`staff-${name}`}
      label={label}
      type={type}
      value={draft[name]}
      onChange={(value) => setDraft({ ...draft, [name]: value })}
      error={shown[name]}
    />
  );

  return (
    <ConsolePage title="Add a staff member">
      <p>
        <Link className="support-back" to={consolePaths.staff}>
          ← Staff
        </Link>
      </p>
      <form className="support-section staff-form" aria-label="New staff member" noValidate onSubmit={submit}>
        {field('displayName', 'Name', 'text')}
        {field('email', 'E-mail', 'email')}
        <SupportSelect
          id="staff-role"
          label="Role"
          value={draft.role}
          options={ROLE_OPTIONS}
          onChange={(role) => setDraft({ ...draft, role })}
          help="Agents help members, content editors edit content, admins do both and manage staff."
        />
        <fieldset>
          <legend>First password</legend>
          <label className="staff-form__choice">
            <input
              type="radio"
              name="password-choice"
              checked={draft.passwordChoice === 'generate'}
              onChange={() => setDraft({ ...draft, passwordChoice: 'generate' })}
            />
            Generate one (shown once)
          </label>
          <label className="staff-form__choice">
            <input
              type="radio"
              name="password-choice"
              checked={draft.passwordChoice === 'set'}
              onChange={() => setDraft({ ...draft, passwordChoice: 'set' })}
            />
            Set one now
          </label>
          {draft.passwordChoice === 'set' ? (
            <SupportField
              id="staff-password"
              label={`Password (8 to ${STAFF_PASSWORD_MAX_LENGTH} characters)`}
              type="password"
              autoComplete="new-password"
              value={draft.password}
              onChange={(password) => setDraft({ ...draft, password })}
              error={shown.password}
            />
          ) : shown.password ? (
            <p className="support-error">{shown.password}</p>
          ) : null}
        </fieldset>
        <div aria-live="polite">
          {Object.keys(shown).length > 0 ? (
            <p className="support-error" role="alert">
              {create.state.status === 'failed' && Object.keys(server).length === 0
                ? errorMessage(create.state.error)
                : STAFF_MANAGEMENT_MESSAGES.form}
            </p>
          ) : create.state.status === 'failed' ? (
            <p className="support-error" role="alert">
              {errorMessage(create.state.error)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--v1" disabled={busy}>
          {busy ? 'Adding…' : 'Add staff member'}
        </button>
      </form>
    </ConsolePage>
  );
}
