import { useState, type MouseEvent } from 'react';
import { z } from 'zod';
import { RECOVERY_CODE_PATTERN, STAFF_MESSAGES, type StaffSession } from '@forkpoint/shared/contracts/support';
import { AppForm, PasswordField, TextField, useAppForm } from '@/components/form';
import { staffSignIn } from '../api/staff-session';
import { ConsolePage } from './console-page';

const credentialsSchema = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail.').email('Enter a valid e-mail.'),
  password: z.string().min(1, 'Enter your password.'),
});
type Credentials = z.infer<typeof credentialsSchema>;

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
const recoverySchema = z.object({
  code: z.string().trim().toLowerCase().regex(RECOVERY_CODE_PATTERN, 'Enter a recovery code like abcde-12345.'),
});
type CodeValues = z.infer<typeof codeSchema>;

/**
 * Staff sign-in in two steps: e-mail and password, then the authenticator's code (or a one-time recovery
 * code). Both go to the server together, so a wrong password and a wrong code get the same answer.
 */
export function StaffSignIn({
  notice,
  onSignedIn,
}: {
  notice: string | null;
  onSignedIn: (session: StaffSession) => void;
}) {
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  return (
    <ConsolePage title="Support console sign-in" narrow>
      <div className="support-sign-in">
        {notice ? (
          <p className="support-notice" role="status">
            {notice}
          </p>
        ) : null}
        {credentials ? (
          <CodeStep credentials={credentials} onBack={() => setCredentials(null)} onSignedIn={onSignedIn} />
        ) : (
          <CredentialsStep onNext={setCredentials} />
        )}
      </div>
    </ConsolePage>
  );
}

function CredentialsStep({ onNext }: { onNext: (values: Credentials) => void }) {
  const form = useAppForm(credentialsSchema, { email: '', password: '' });
  return (
    <AppForm
      form={form}
      label="Staff e-mail and password"
      onSubmit={(values) => onNext(values)}
      submitLabel="Continue"
      workingMessage="Checking…"
      hasRequired
      invalidMessage={STAFF_MESSAGES.invalidForm}
      toastId="staff-sign-in"
    >
      <TextField<Credentials> name="email" label="E-mail" type="email" required autoComplete="username" />
      <PasswordField<Credentials> name="password" label="Password" required autoComplete="current-password" />
    </AppForm>
  );
}

function CodeStep({
  credentials,
  onBack,
  onSignedIn,
}: {
  credentials: Credentials;
  onBack: () => void;
  onSignedIn: (session: StaffSession) => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <>
      <h2 className="support-sign-in__step">{useRecovery ? 'Enter a recovery code' : 'Enter your code'}</h2>
      <p>
        {useRecovery
          ? 'Each of your recovery codes works once.'
          : `Open your authenticator app and enter the code shown for ${credentials.email}.`}
      </p>
      {/* A new form per kind of code: its own validation, and nothing typed carries over. */}
      <CodeForm key={String(useRecovery)} credentials={credentials} recovery={useRecovery} onSignedIn={onSignedIn} />
      {/* Pressing one of these keeps the focus in the code field until the click: the field's blur would show
          its "required" message first, move these buttons down and lose the click. */}
      <p className="support-sign-in__links">
        <button
          type="button"
          className="support-link-button"
          onMouseDown={keepFocus}
          onClick={() => setUseRecovery(!useRecovery)}
        >
          {useRecovery ? 'Use the code from your authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className="support-link-button" onMouseDown={keepFocus} onClick={onBack}>
          Back to e-mail and password
        </button>
      </p>
    </>
  );
}

function CodeForm({
  credentials,
  recovery,
  onSignedIn,
}: {
  credentials: Credentials;
  recovery: boolean;
  onSignedIn: (session: StaffSession) => void;
}) {
  const form = useAppForm<CodeValues>(recovery ? recoverySchema : codeSchema, { code: '' });
  const submit = async ({ code }: CodeValues) => {
    const session = await staffSignIn({ ...credentials, ...(recovery ? { recoveryCode: code } : { code }) });
    onSignedIn(session);
  };
  return (
    <AppForm
      form={form}
      label={recovery ? 'Recovery code' : 'Authenticator code'}
      onSubmit={submit}
      submitLabel="Sign in"
      workingMessage="Signing you in…"
      hasRequired
      invalidMessage={STAFF_MESSAGES.invalidForm}
      toastId="staff-sign-in"
    >
      <TextField<CodeValues>
        name="code"
        label={recovery ? 'Recovery code' : '6-digit code'}
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
      />
    </AppForm>
  );
}

const keepFocus = (event: MouseEvent) => event.preventDefault();
