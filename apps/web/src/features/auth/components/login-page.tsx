import { useLocation, useNavigate, useSearchParams, Link } from 'react-router';
import { z } from 'zod';
import { SIGN_IN_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { SSO_PATHS } from '@forkpoint/shared/contracts/sso';
import { FIELD_MESSAGES, MEMBER_FIELD_LIMITS } from '@forkpoint/shared/rules/member-fields';
import { AppForm, CheckboxField, PasswordField, TextField, useAppForm } from '@/components/form';
import { takeLoginRedirect } from '@/lib/login-redirect';
import { pageNavigation } from '@/lib/page-navigation';
import { paths } from '@/config/paths';
import { useRefreshMember } from '@/lib/member';
import { useOnToAddCard } from '../hooks/use-on-to-add-card';
import { usePartner } from '@/lib/partner';
import { signIn } from '../api/auth-calls';
import { loginReferralMessage } from '../lib/activation';
import { describeSignInError } from '../lib/sign-in-errors';
import { AuthPage } from './auth-page';

const schema = z.object({
  userName: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(MEMBER_FIELD_LIMITS.email, FIELD_MESSAGES.maxLength(MEMBER_FIELD_LIMITS.email)),
  password: z.string().min(1, FIELD_MESSAGES.required),
  rememberMe: z.boolean(),
});
type SignInValues = z.infer<typeof schema>;

/** The e-mail handed on in navigation state (the home prospect form sends a known e-mail here). */
export function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** The SSO sign-in navigation: to the partner's identity provider, back to `returnTo` signed in. */
export function ssoLoginHref(returnTo: string): string {
  return `${SSO_PATHS.login}?${new URLSearchParams({ returnTo }).toString()}`;
}

/** The activation table's word to a known member it sent here (/login?rfr=3 or 4), read as a status. */
function ReferralNotice() {
  const message = loginReferralMessage(useSearchParams()[0].get('rfr'));
  return message ? (
    <p className="auth-page__notice" role="status">
      {message}
    </p>
  ) : null;
}

/**
 * /login (spec part 1 §2, §8). Direct partners sign in with an e-mail or partner number and a password;
 * sso partners at their identity provider. Afterwards the member is refetched and the browser goes to the
 * stored login-redirect path, else the account area — or first to /fix_credentials when the member must
 * update the e-mail (spec part 1 §2 "Fix credentials requires an e-mail update"), which then goes on.
 */
export function LoginPage() {
  const partner = usePartner();
  const refreshMember = useRefreshMember();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useAppForm(schema, { userName: emailFromState(location.state), password: '', rememberMe: false });
  const onward = useOnToAddCard(partner.enrollmentType === 'sso');

  if (partner.enrollmentType === 'sso') {
    // An sso partner's "Enroll with …" is a link here: a non-card member signed in there goes on to link a
    // card, as /join sends a direct partner's (issue 30).
    if (onward) return null;
    const goToSso = () => pageNavigation.assign(ssoLoginHref(takeLoginRedirect() ?? paths.account.getHref()));
    return (
      <AuthPage title="Sign In">
        <ReferralNotice />
        <p>Sign in with your {partner.terms.partner} account.</p>
        <p>
          <button type="button" className="button button--v1" onClick={goToSso}>
            Sign in with {partner.terms.partner}
          </button>
        </p>
      </AuthPage>
    );
  }

  const submit = async (values: SignInValues) => {
    const { member } = await signIn(values);
    await refreshMember();
    // The login-redirect path stays stored: the credential fix takes it once the e-mail is updated.
    if (member.needsEmailUpdate) return void navigate(paths.fixCredentials.getHref(), { replace: true });
    void navigate(takeLoginRedirect() ?? paths.account.getHref(), { replace: true });
  };

  return (
    <AuthPage title="Sign In">
      <ReferralNotice />
      <AppForm
        form={form}
        label="Sign in"
        onSubmit={submit}
        submitLabel="Sign in"
        workingMessage="Do not refresh, signing you in."
        hasRequired
        invalidMessage={SIGN_IN_MESSAGES.invalidForm}
        describeError={(error) => describeSignInError(error, paths.recover.getHref())}
        toastId="sign-in"
      >
        <TextField<SignInValues>
          name="userName"
          label={`Email or ${partner.terms.partnerNumberLabel}`}
          required
          autoComplete="username"
        />
        <PasswordField<SignInValues> name="password" label="Password" required autoComplete="current-password" />
        <CheckboxField<SignInValues> name="rememberMe" label="Remember me" />
      </AppForm>
      <p className="auth-page__links">
        <Link to={paths.recover.getHref()}>Forgot your password?</Link>
        <Link to={paths.join.getHref()}>Not a member? Join now</Link>
      </p>
    </AuthPage>
  );
}
