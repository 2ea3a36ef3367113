import type { EnrollmentType } from '../constants';

/**
 * What a program's enrollment type opens to people (spec part 1 §2; issue 15, defect 5):
 * - direct: members join here, sign in here and recover their password here;
 * - sso: members join and sign in at the partner (its identity provider), no password of ours;
 * - none: the partner enrolls its customers itself (their cards earn automatically), so there is no
 *   sign-in, no joining and no account area here. Nobody can be asked to sign in to see what they would
 *   earn, so every visitor sees the earn rates and offers a Basic member sees.
 */
export interface EnrollmentAccess {
  /** Sign-in, activation and the account area exist. */
  signIn: boolean;
  /** Visitors can join (enrollment steps /join and /add_card). */
  join: boolean;
  /** Visitors see the Basic tier's earn rates and offers, never a prompt to sign in or join. */
  visitorsSeeOffers: boolean;
  /** Passwords are ours: recovery and the credential fix exist. */
  passwords: boolean;
}

const ACCESS: Readonly<Record<EnrollmentType, EnrollmentAccess>> = {
  direct: { signIn: true, join: true, visitorsSeeOffers: false, passwords: true },
  sso: { signIn: true, join: true, visitorsSeeOffers: false, passwords: false },
  none: { signIn: false, join: false, visitorsSeeOffers: true, passwords: false },
};

export function enrollmentAccess(enrollmentType: EnrollmentType): EnrollmentAccess {
  return ACCESS[enrollmentType];
}
