import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { checkPhoneNumber, FIELD_MESSAGES, MEMBER_FIELD_LIMITS } from '@forkpoint/shared/rules/member-fields';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import { useCopyLinkSettings } from '@/components/copy/link-settings';
import { AppForm, CheckboxField, PasswordField, TextField, useAppForm } from '@/components/form';
import { useCaptcha, useCaptchaMessage } from '@/lib/captcha/use-captcha';
import { pageNavigation } from '@/lib/page-navigation';
import { storedReferral } from '@/lib/referral';
import { paths } from '@/config/paths';
import { useRefreshMember } from '@/lib/member';
import { useOnToAddCard } from '../hooks/use-on-to-add-card';
import { usePartner } from '@/lib/partner';
import { signUp } from '../api/auth-calls';
import { rememberedPublicId } from '@/lib/known-visitor';
import { AuthPage } from './auth-page';
import { JoinSmsFields, signupPhone, smsVariantOf, type SmsVariant } from './join-sms-fields';
import { emailFromState, ssoLoginHref } from './login-page';

const required = z.string().trim().min(1, FIELD_MESSAGES.required);
const limited = (max: number) => required.max(max, FIELD_MESSAGES.maxLength(max));

/**
 * The details form's own checks, for quick answers on blur; the server applies the full shared rules
 * (rules/enrollment-validation.ts) and its field messages attach to these inputs.
 */
const schemaFor = (sms: SmsVariant) =>
  z
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
      smsOptInV1: z.boolean(),
      smsOptInV2: z.boolean(),
      termsAccepted: z.boolean().refine((value) => value, FIELD_MESSAGES.termsRequired),
    })
    .superRefine((values, ctx) => {
      if (values.password !== values.passwordConfirm) {
        ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: FIELD_MESSAGES.passwordsDoNotMatch });
      }
      const phone = signupPhone(sms, values).trim();
      // An SMS opt-in needs a number to text (part 2 §5: no opt-in without a phone).
      const optedIn = (sms === 'v1' && values.smsOptInV1) || (sms === 'v2' && values.smsOptInV2);
      if (phone === '' && optedIn)
        ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: FIELD_MESSAGES.required });
      const check = phone === '' ? null : checkPhoneNumber(phone);
      if (check && !check.ok) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: check.message });
    });
type JoinValues = z.infer<ReturnType<typeof schemaFor>>;

/**
 * /join, enrollment step 1 (spec part 1 §2, §5). Direct partners fill in the details form and are signed in
 * on success, then go to /add_card. Members of sso partners enroll at their identity provider (the first
 * sign-in there creates the account, docs/decisions/0010); partners without enrollment have none to offer.
 */
export function JoinPage() {
  const partner = usePartner();
  // A signed-in non-card member has done step 1: the join links they get (header, menu, footer) go on to
  // step 2, linking a card, rather than a second sign-up (issue 30; spec part 1 §2 Enrollment, §6).
  if (useOnToAddCard()) return null;
  if (partner.enrollmentType === 'sso') return <SsoJoin />;
  if (partner.enrollmentType === 'none') return <NoEnrollment />;
  return <DirectJoin />;
}

function SsoJoin() {
  const partner = usePartner();
  return (
    <AuthPage title="Join">
      <p>Join with your {partner.terms.partner} account.</p>
      <p>
        <button
          type="button"
          className="button button--v1"
          onClick={() => pageNavigation.assign(ssoLoginHref(paths.account.getHref()))}
        >
          Join with {partner.terms.partner}
        </button>
      </p>
    </AuthPage>
  );
}

function NoEnrollment() {
  return (
    <AuthPage title="Join">
      <p>{FORM_MESSAGES.notAvailable}</p>
      <p>
        <Link to={paths.home.getHref()}>Home</Link>
      </p>
    </AuthPage>
  );
}

function DirectJoin() {
  const partner = usePartner();
  const refreshMember = useRefreshMember();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const solveCaptcha = useCaptcha();
  const captchaWords = useCaptchaMessage();
  const termsHref = useCopyLinkSettings()?.routes.terms;
  const sms = smsVariantOf(partner);
  const form = useAppForm(schemaFor(sms), {
    firstName: '',
    lastName: '',
    email: emailFromState(location.state),
    zipCode: '',
    partnerNumber: '',
    phoneNumber: '',
    password: '',
    passwordConfirm: '',
    emailOptIn: false,
    smsOptInV1: false,
    smsOptInV2: false,
    termsAccepted: false,
  });

  const submit = async (values: JoinValues) => {
    const captcha = await solveCaptcha();
    if (!captcha) throw new Error(captchaWords);
    // The v1 checkbox is the form's own: the phone number carries the opt-in.
    const { smsOptInV1: _formOnly, ...fields } = values;
    await signUp({
      ...fields,
      ...storedReferral(),
      partnerNumber: partner.hasPPN ? values.partnerNumber : null,
      phoneNumber: signupPhone(sms, values),
      smsOptInV2: sms === 'v2' ? values.smsOptInV2 : null,
      // A known visitor completing their record (/activate sends them here with rfr=2).
      publicId: search.get('public_id') || (search.get('rfr') === '2' ? rememberedPublicId() : null),
      gRecaptchaResponse: captcha,
    });
    await refreshMember();
    void navigate(paths.addCard.getHref(), { replace: true });
  };

  const terms = partner.terms;
  return (
    <AuthPage title="Join">
      <p>
        Already a member? <Link to={paths.login.getHref()}>Sign in</Link>
      </p>
      <AppForm
        hasLegalCheckbox
        form={form}
        label="Join"
        onSubmit={submit}
        submitLabel="Join now"
        workingMessage="Do not refresh, creating your account."
        hasRequired
        invalidMessage={FORM_MESSAGES.enrollment}
        describeError={(error) =>
          error instanceof Error && error.message === captchaWords ? { message: captchaWords } : null
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
        <JoinSmsFields variant={sms} />
        <PasswordField<JoinValues> name="password" label="Password" required autoComplete="new-password" />
        <PasswordField<JoinValues>
          name="passwordConfirm"
          label="Confirm password"
          required
          autoComplete="new-password"
        />
        <CheckboxField<JoinValues> name="emailOptIn" label={`Email me ${terms.program} offers and news`} />
        {termsHref ? (
          // A new tab, so reading the terms does not lose what was typed here.
          <p className="auth-page__terms">
            <a href={termsHref} {...NEW_TAB_PROPS}>
              Read the {terms.program} terms and conditions
              <NewTabNote />
            </a>
          </p>
        ) : null}
        <CheckboxField<JoinValues> name="termsAccepted" label="I accept the terms and conditions" required />
      </AppForm>
    </AuthPage>
  );
}
