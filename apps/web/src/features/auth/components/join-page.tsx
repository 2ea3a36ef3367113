import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FIELD_MESSAGES, MEMBER_FIELD_LIMITS } from '@forkpoint/shared/rules/member-fields';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { AppForm, CheckboxField, PasswordField, TextField, useAppForm } from '@/components/form';
import { signUp } from '../api/auth-calls';
import { useAuthEnvironment } from '../auth-environment';
import { rememberedPublicId } from '../lib/activation';
import { storedReferral } from '@/lib/referral';
import { useCaptcha } from '../lib/use-captcha';
import { emailFromState } from './login-page';
import { AuthPage } from './auth-page';

const required = z.string().trim().min(1, FIELD_MESSAGES.required);
const limited = (max: number) => required.max(max, FIELD_MESSAGES.maxLength(max));

/**
 * The details form's own checks, for quick answers on blur; the server applies the full shared rules
 * (rules/enrollment-validation.ts) and its field messages attach to these inputs.
 */
const schema = z
  .object({
    firstName: limited(MEMBER_FIELD_LIMITS.name),
    lastName: limited(MEMBER_FIELD_LIMITS.name),
    email: required.max(MEMBER_FIELD_LIMITS.email).email(FIELD_MESSAGES.emailInvalid),
    zipCode: required.regex(/^\d{5}$/, FIELD_MESSAGES.exactLength(MEMBER_FIELD_LIMITS.zipCode)),
    partnerNumber: z.string(),
    phoneNumber: z.string(),
    password: required,
    passwordConfirm: required,
    emailOptIn: z.boolean(),
    smsOptInV2: z.boolean(),
    termsAccepted: z.boolean().refine((value) => value, FIELD_MESSAGES.termsRequired),
  })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: FIELD_MESSAGES.passwordsDoNotMatch,
  });
type JoinValues = z.infer<typeof schema>;

/** /join, enrollment step 1 (spec part 1 §2, §5): signed in on success, then /add_card. */
export function JoinPage() {
  const { partner, links, refreshMember } = useAuthEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const solveCaptcha = useCaptcha();
  const form = useAppForm(schema, {
    firstName: '',
    lastName: '',
    email: emailFromState(location.state),
    zipCode: '',
    partnerNumber: '',
    phoneNumber: '',
    password: '',
    passwordConfirm: '',
    emailOptIn: false,
    smsOptInV2: false,
    termsAccepted: false,
  });

  const submit = async (values: JoinValues) => {
    const captcha = await solveCaptcha();
    if (!captcha) throw new Error(FIELD_MESSAGES.captcha);
    await signUp({
      ...values,
      ...storedReferral(),
      partnerNumber: partner.hasPPN ? values.partnerNumber : null,
      phoneNumber: values.phoneNumber,
      smsOptInV2: partner.hasSmsOptInV2 ? values.smsOptInV2 : null,
      // A known visitor completing their record (/activate sends them here with rfr=2).
      publicId: search.get('public_id') || (search.get('rfr') === '2' ? rememberedPublicId() : null),
      gRecaptchaResponse: captcha,
    });
    await refreshMember();
    navigate(links.addCard, { replace: true });
  };

  const terms = partner.terms;
  return (
    <AuthPage title="Join">
      <p>
        Already a member? <Link to={links.login}>Sign in</Link>
      </p>
      <AppForm
        form={form}
        label="Join"
        onSubmit={submit}
        submitLabel="Join now"
        workingMessage="Do not refresh, creating your account."
        hasRequired
        invalidMessage={FORM_MESSAGES.enrollment}
        describeError={(error) =>
          error instanceof Error && error.message === FIELD_MESSAGES.captcha
            ? { message: FIELD_MESSAGES.captcha }
            : null
        }
        toastId="join"
      >
        <TextField<JoinValues> name="firstName" label="First name" required autoComplete="given-name" />
        <TextField<JoinValues> name="lastName" label="Last name" required autoComplete="family-name" />
        <TextField<JoinValues> name="email" label="Email" type="email" required autoComplete="email" />
        <TextField<JoinValues>
          name="zipCode"
          label="ZIP code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
        />
        {partner.hasPPN ? (
          <TextField<JoinValues> name="partnerNumber" label={terms.partnerNumberLabel} required autoComplete="off" />
        ) : null}
        <TextField<JoinValues> name="phoneNumber" label="Mobile phone" type="tel" autoComplete="tel-national" />
        {partner.hasSmsOptInV2 ? (
          <CheckboxField<JoinValues> name="smsOptInV2" label="Send me text messages about my rewards" />
        ) : null}
        <PasswordField<JoinValues> name="password" label="Password" required autoComplete="new-password" />
        <PasswordField<JoinValues>
          name="passwordConfirm"
          label="Confirm password"
          required
          autoComplete="new-password"
        />
        <CheckboxField<JoinValues> name="emailOptIn" label={`Email me ${terms.program} offers and news`} />
        <CheckboxField<JoinValues> name="termsAccepted" label="I accept the terms and conditions" required />
      </AppForm>
    </AuthPage>
  );
}
