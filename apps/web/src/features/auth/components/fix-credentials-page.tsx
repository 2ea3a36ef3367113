import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { FIELD_MESSAGES, isValidEmail, MEMBER_FIELD_LIMITS } from '@forkpoint/shared/rules/member-fields';
import { AppForm, TextField, useAppForm } from '@/components/form';
import { takeLoginRedirect } from '@/lib/login-redirect';
import { paths } from '@/config/paths';
import { useCurrentMember, useRefreshMember } from '@/lib/member';
import { fixCredentials } from '../api/auth-calls';
import { AuthPage } from './auth-page';

/**
 * /fix_credentials (spec part 1 §2 "Fix credentials requires an e-mail update"): PUT /api/Member/Credentials.
 * Sign-in sends a flagged member here; afterwards they go where sign-in would have sent them.
 */
export function FixCredentialsPage() {
  const { member } = useCurrentMember();
  const refreshMember = useRefreshMember();
  const navigate = useNavigate();
  const current = member?.email ?? '';
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, FIELD_MESSAGES.required)
      .max(MEMBER_FIELD_LIMITS.email, FIELD_MESSAGES.maxLength(MEMBER_FIELD_LIMITS.email))
      .refine(isValidEmail, FIELD_MESSAGES.emailInvalid)
      .refine((value) => value.toLowerCase() !== current.toLowerCase(), FIELD_MESSAGES.emailMustChange),
  });
  const form = useAppForm(schema, { email: '' });

  const submit = async ({ email }: { email: string }) => {
    await fixCredentials(email);
    await refreshMember();
    void navigate(takeLoginRedirect() ?? paths.account.getHref(), { replace: true });
  };

  return (
    <AuthPage title="Update Your Email">
      <p>{FORM_MESSAGES.emailUpdateRequired}</p>
      <AppForm
        form={form}
        label="Update your email"
        onSubmit={submit}
        submitLabel="Save email"
        workingMessage="Do not refresh."
        hasRequired
        toastId="fix-credentials"
      >
        <TextField<{ email: string }> name="email" label="New email" type="email" required autoComplete="email" />
      </AppForm>
    </AuthPage>
  );
}
