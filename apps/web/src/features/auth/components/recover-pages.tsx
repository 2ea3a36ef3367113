import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { FIELD_MESSAGES, isValidEmail, isValidPartnerNumber } from '@forkpoint/shared/rules/member-fields';
import { AppForm, FormAlert, PasswordField, TextField, useAppForm } from '@/components/form';
import { ReserveMessageLine } from '@/components/form/reserve-message-line';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePartner } from '@/lib/partner';
import { useCaptcha, useCaptchaMessage } from '@/lib/captcha/use-captcha';
import { confirmRecovery, requestRecovery, updateRecoveredPassword } from '../api/auth-calls';
import { AuthPage } from './auth-page';

/**
 * Credential recovery (spec part 1 §2, §5; docs/decisions/0008): request (an e-mail or partner number),
 * confirm (the same answer whether or not an account exists), update (from the e-mailed link), success.
 */

export function RecoverRequestPage() {
  const partner = usePartner();
  const navigate = useNavigate();
  const solveCaptcha = useCaptcha();
  const captchaWords = useCaptchaMessage();
  const invalid = FIELD_MESSAGES.recoveryInvalidInput(partner.terms);
  const schema = z.object({
    userName: z
      .string()
      .trim()
      .min(1, FIELD_MESSAGES.required)
      .refine(
        (value) => isValidEmail(value) || (partner.hasPPN && isValidPartnerNumber(value, partner.partnerNumberPattern)),
        invalid,
      ),
  });
  const form = useAppForm(schema, { userName: '' });

  const submit = async ({ userName }: { userName: string }) => {
    const captcha = await solveCaptcha();
    if (!captcha) throw new Error(captchaWords);
    const { message } = await requestRecovery(userName, captcha);
    void navigate(paths.recover.confirm.getHref(), { state: { message } });
  };

  return (
    <AuthPage title="Recover Your Account">
      <p>Enter your email or {partner.terms.partnerNumberLabel} and we will email you a link to reset your password.</p>
      <AppForm
        form={form}
        label="Recover your account"
        onSubmit={submit}
        submitLabel="Send reset link"
        workingMessage="Do not refresh."
        hasRequired
        invalidMessage={FORM_MESSAGES.recovery}
        describeError={(error) =>
          error instanceof Error && error.message === captchaWords ? { message: captchaWords } : null
        }
        toastId="recover"
      >
        {/* Two lines on a phone: its line keeps room for it, so "Send reset link" never moves (issue 30). */}
        <ReserveMessageLine message={invalid}>
          <TextField<{ userName: string }>
            name="userName"
            label={`Email or ${partner.terms.partnerNumberLabel}`}
            required
            autoComplete="username"
          />
        </ReserveMessageLine>
      </AppForm>
    </AuthPage>
  );
}

export function RecoverConfirmPage() {
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <AuthPage title="Check Your Email">
      <p role="status">{typeof message === 'string' ? message : FORM_MESSAGES.recoveryRequested}</p>
      <p>
        <Link to={paths.login.getHref()}>Back to sign in</Link>
      </p>
    </AuthPage>
  );
}

const updateSchema = z
  .object({
    password: z.string().min(1, FIELD_MESSAGES.required),
    passwordConfirm: z.string().min(1, FIELD_MESSAGES.required),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: FIELD_MESSAGES.passwordsDoNotMatch,
  });
type UpdateValues = z.infer<typeof updateSchema>;

export function RecoverUpdatePage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [tokenState, setTokenState] = useState<'checking' | 'valid' | 'invalid'>(token ? 'checking' : 'invalid');
  const form = useAppForm(updateSchema, { password: '', passwordConfirm: '' });

  useEffect(() => {
    if (!token) return;
    confirmRecovery(token).then(
      () => setTokenState('valid'),
      () => setTokenState('invalid'),
    );
  }, [token]);

  const submit = async (values: UpdateValues) => {
    const { message } = await updateRecoveredPassword(token, values.password, values.passwordConfirm);
    void navigate(paths.recover.success.getHref(), { replace: true, state: { message } });
  };

  return (
    <AuthPage title="Choose a New Password">
      {tokenState === 'checking' ? <Spinner /> : null}
      {tokenState === 'invalid' ? (
        <>
          <FormAlert>{FORM_MESSAGES.recoveryLinkInvalid}</FormAlert>
          <p>
            <Link to={paths.recover.getHref()}>Request a new link</Link>
          </p>
        </>
      ) : null}
      {tokenState === 'valid' ? (
        <AppForm
          form={form}
          label="Choose a new password"
          onSubmit={submit}
          submitLabel="Update password"
          workingMessage="Do not refresh."
          hasRequired
          invalidMessage={FORM_MESSAGES.recovery}
          toastId="recover-update"
        >
          <PasswordField<UpdateValues> name="password" label="New password" required autoComplete="new-password" />
          <PasswordField<UpdateValues>
            name="passwordConfirm"
            label="Confirm new password"
            required
            autoComplete="new-password"
          />
        </AppForm>
      ) : null}
    </AuthPage>
  );
}

export function RecoverSuccessPage() {
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <AuthPage title="Your Password Was Updated">
      <p>{typeof message === 'string' ? message : FORM_MESSAGES.passwordUpdated}</p>
      <p>
        <Link className="button button--v1" to={paths.login.getHref()}>
          Sign in
        </Link>
      </p>
    </AuthPage>
  );
}
