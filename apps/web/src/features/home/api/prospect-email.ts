import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import type { Referral } from '@forkpoint/shared/contracts/members';
import { api } from '@/lib/api-client';

/**
 * The home prospect e-mail calls (spec part 1 §4, §7; docs/decisions/0008). Answers are checked by hand:
 * home is the first load, which carries no schema library.
 */

const validationAnswer = {
  parse(data: unknown): boolean {
    const isValid = (data as { isValid?: unknown } | null)?.isValid;
    if (typeof isValid !== 'boolean') throw new TypeError('GET /api/Members/Validate/Email answered no isValid');
    return isValid;
  },
};

/** GET /api/Members/Validate/Email: well-formed and not yet anyone's e-mail with this partner. */
export function validateProspectEmail(email: string): Promise<boolean> {
  return api.get(MEMBER_PATHS.validateEmail, { query: { email }, schema: validationAnswer });
}

/** POST /api/Members/Prospects/Email: the prospect record with the e-mail (and the stored referral values). */
export function recordProspectEmail(email: string, referral: Referral): Promise<unknown> {
  return api.post(MEMBER_PATHS.prospectEmail, { body: { ...referral, email } });
}

export interface ProspectFlowTargets {
  join: (email: string) => void;
  login: (email: string) => void;
}

/**
 * Spec part 1 §4 "Prospect e-mail flow": if the e-mail is valid, record the prospect and, once that settles
 * either way, go to enrollment; if not valid, go to login. A failed check counts as not valid.
 */
export async function runProspectFlow(email: string, referral: Referral, go: ProspectFlowTargets): Promise<void> {
  const valid = await validateProspectEmail(email).catch(() => false);
  if (!valid) {
    go.login(email);
    return;
  }
  await recordProspectEmail(email, referral).catch(() => undefined);
  go.join(email);
}
