import type { PublicPartner } from '@/lib/partner';
import type { SmsVersions } from './profile-form';

/** The partner settings the profile follows (spec part 1 §3, part 2 §2 and §6), handed over by the app layer. */
export interface ProfileSettings {
  /** Enrollment type sso: names come from the partner's identity provider and are not edited here. */
  ssoEnrollment: boolean;
  /** Enrollment type direct: "only direct members see the password row". */
  directEnrollment: boolean;
  /** address1, city and state required (fullAddressRequired outside Credit programs). */
  addressRequired: boolean;
  sms: SmsVersions;
  showEmailOptIn: boolean;
  program: string;
  partner: string;
  shortCode: string | null;
  support: PublicPartner['customerSupport'];
}
