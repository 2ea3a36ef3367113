import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import {
  activateRequestSchema,
  knownVisitorSchema,
  memberSchema,
  prospectEmailResponseSchema,
  type KnownVisitor,
  type ProspectSignupRequest,
  type Referral,
} from '@forkpoint/shared/contracts/members';
import {
  recoverConfirmResponseSchema,
  recoverRequestResponseSchema,
  recoverUpdateResponseSchema,
  signInResponseSchema,
  type SignInRequest,
} from '@forkpoint/shared/contracts/auth';
import { truncatePassword } from '@forkpoint/shared/rules/member-passwords';
import { signupSmsOptIn } from '@forkpoint/shared/rules/sms-opt-in';
import { api } from '@/lib/api-client';

/** The identity calls of docs/decisions/0008 (bodies and answers per the shared contracts). */

export function signIn(body: SignInRequest) {
  // The server cuts every password to 56 too; cutting here keeps what is sent the spec's shape.
  return api.post(APP_PATHS.signIn, {
    body: { ...body, password: truncatePassword(body.password) },
    schema: signInResponseSchema,
  });
}

/** POST /api/Members/Prospects: passwords cut to 56, smsOptIn computed, no redirects followed (part 1 §5, §7). */
export function signUp(body: ProspectSignupRequest) {
  return api.post(MEMBER_PATHS.prospects, {
    body: {
      ...body,
      password: truncatePassword(body.password ?? ''),
      passwordConfirm: truncatePassword(body.passwordConfirm ?? ''),
      smsOptIn: signupSmsOptIn({ phoneNumber: body.phoneNumber, smsOptInV2: body.smsOptInV2 }),
    },
    redirect: 'manual',
    schema: signInResponseSchema,
  });
}

export function recordProspectEmail(email: string, referral: Referral) {
  return api.post(MEMBER_PATHS.prospectEmail, {
    body: { ...referral, email },
    schema: prospectEmailResponseSchema,
  });
}

/** Tier 1 activation from /activate (no session needed). */
export function activateKnownVisitor(publicId: string): Promise<KnownVisitor> {
  return api.post(MEMBER_PATHS.activateKnownVisitor, {
    body: activateRequestSchema.parse({ publicId }),
    schema: knownVisitorSchema,
  });
}

export function requestRecovery(userName: string, captcha: string) {
  return api.post(MEMBER_PATHS.recover, {
    body: { userName, gRecaptchaResponse: captcha },
    schema: recoverRequestResponseSchema,
  });
}

export function confirmRecovery(token: string) {
  return api.post(MEMBER_PATHS.recoverConfirm, { body: { token }, schema: recoverConfirmResponseSchema });
}

export function updateRecoveredPassword(token: string, password: string, passwordConfirm: string) {
  return api.post(MEMBER_PATHS.recoverUpdate, {
    body: { token, password: truncatePassword(password), passwordConfirm: truncatePassword(passwordConfirm) },
    schema: recoverUpdateResponseSchema,
  });
}

export function fixCredentials(email: string) {
  return api.put(MEMBER_PATHS.credentials, { body: { email }, schema: memberSchema, auth: true });
}
