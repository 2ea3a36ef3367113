import { Link } from 'react-router';
import { SIGN_IN_MESSAGES } from '@forkpoint/shared/contracts/auth';
import { ERROR_CODE } from '@forkpoint/shared/contracts/error-codes';
import type { FormFailure } from '@/components/form';
import { ApiRequestError } from '@/lib/api-client';

/**
 * The sign-in form's failures (spec part 1 §8): wrong credentials, the lockout with its recover link, and
 * an sso partner's refusal; anything else falls to the form's default (the server's message and fields).
 */
export function describeSignInError(error: unknown, recoverHref: string): FormFailure | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 401 || error.body?.code === ERROR_CODE.INVALID_CREDENTIALS)
    return { message: SIGN_IN_MESSAGES.invalidCredentials };
  if (error.status === 403 && error.body?.code === ERROR_CODE.ACCOUNT_LOCKED) {
    return {
      message: SIGN_IN_MESSAGES.locked,
      content: (
        <>
          {SIGN_IN_MESSAGES.locked}. <Link to={recoverHref}>Recover your account</Link>
        </>
      ),
    };
  }
  if (error.status === 403 && error.body?.code === ERROR_CODE.SSO_REQUIRED) {
    return { message: error.body.message };
  }
  if (error.status === 429) return { message: error.body?.message ?? 'Too many attempts. Please try again later.' };
  return null;
}
