import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FORM_MESSAGES, type Partner, type ProspectSignupRequest } from '@forkpoint/shared';
import { validateEnrollment, type EnrollmentValues } from '@forkpoint/shared/rules/enrollment-validation';
import { captchaMessage, FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { tierAfterActivation } from '@forkpoint/shared/rules/member-tiers';
import type { DB } from '../../db/schema';
import { AppError, type FieldMessage } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { failOnFieldErrors } from '../../lib/parse-form';
import { newPasswordProblem } from '../auth/new-password';
import { hashPassword } from '../auth/passwords';
import {
  findMemberByEmail,
  findMemberByPartnerNumber,
  findMemberByPublicId,
  insertMember,
  setPasswordHash,
  updateMember,
  type MemberPatch,
  type MemberRow,
} from '../members/repository';
import { isUsZip } from '../members/us-zip';
import type { CaptchaVerifier } from '../captcha/verifier';
import { markProspectConverted } from './repository';

export interface EnrollArgs {
  db: Kysely<DB>;
  partner: Partner;
  clock: Clock;
  captcha: CaptchaVerifier;
  /** The caller's address, which the captcha provider may check the answer against. */
  ip: string;
  input: ProspectSignupRequest;
}

/**
 * POST /api/Members/Prospects: enrollment step 1. Validates the details form (pure rules, then
 * the captcha, then what needs data), creates a NonCardMember with a web profile — or completes
 * the record of the known visitor whose public id came with the form — and answers the member.
 */
export async function enroll({ db, partner, clock, captcha, ip, input }: EnrollArgs): Promise<MemberRow> {
  const { values, errors } = validateEnrollment(input, {
    hasPPN: partner.hasPPN,
    partnerNumberPattern: partner.partnerNumberPattern,
    terms: partner.terms,
    captchaMessage: captchaMessage(captcha.provider),
  });
  const failed = (field: string) => errors.some((e) => e.field === field);
  const add = (field: string, message: string) => errors.push({ field, message });

  if (!failed('zipCode') && !isUsZip(values.zipCode)) add('zipCode', FIELD_MESSAGES.zipInvalid);
  // The pure password rules ran in validateEnrollment; the server's full check adds the breached list.
  if (!failed('password')) {
    const problem = newPasswordProblem(values.password, { partnerNumber: values.partnerNumber, terms: partner.terms });
    if (problem) add('password', problem);
  }
  if (!failed('gRecaptchaResponse') && !(await captcha.verify(values.captcha, { ip }))) {
    add('gRecaptchaResponse', captchaMessage(captcha.provider));
  }
  // Whether an e-mail or partner number is taken is told only to a form that passed the captcha.
  const human = !failed('gRecaptchaResponse');
  const target = human && input.publicId ? await knownVisitorRecord(db, partner.code, input.publicId) : undefined;
  if (human) errors.push(...(await takenFields(db, partner, values, target)));
  failOnFieldErrors(errors, FORM_MESSAGES.enrollment);

  const now = clock();
  const fields: MemberPatch = {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    email_opt_in: values.emailOptIn,
    zip_code: values.zipCode,
    phone_number: values.phoneNumber,
    sms_opt_in: values.smsOptIn,
    partner_number: values.partnerNumber ?? target?.partner_number ?? null,
    has_web_profile: true,
    interface_type: 'direct',
    enrollment_source: values.referral.source ?? 'web',
    utm_term: values.referral.utmTerm,
    utm_medium: values.referral.utmMedium,
    utm_campaign: values.referral.utmCampaign,
    utm_source: values.referral.utmSource,
    utm_content: values.referral.utmContent,
    referrer: values.referral.referrer,
    source: values.referral.source,
    updated_at: now,
  };
  const passwordHash = await hashPassword(values.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const member = target
        ? await updateMember(trx, partner.code, target.id, {
            ...fields,
            tier_level:
              target.tier_level === 'NonActivated' ? tierAfterActivation(values.emailOptIn) : target.tier_level,
            join_date: target.join_date ?? now,
          })
        : await insertMember(trx, {
            ...fields,
            partner_code: partner.code,
            public_id: randomUUID(),
            tier_level: tierAfterActivation(values.emailOptIn),
            member_type: 'NonCardMember',
            interface_type: 'direct',
            join_date: now,
            created_at: now,
            updated_at: now,
          });
      await setPasswordHash(trx, member, passwordHash, now);
      await markProspectConverted(trx, { partnerCode: partner.code, email: values.email, memberId: member.id, now });
      return member;
    });
  } catch (error) {
    // Two submissions racing for one e-mail or partner number: the loser is told it is taken.
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.enrollment, [
        { field: 'email', message: FIELD_MESSAGES.alreadyHaveAccount(partner.terms) },
      ]);
    }
    throw error;
  }
}

/** The known visitor's own record, when the public id names one without a web profile yet. */
async function knownVisitorRecord(db: Kysely<DB>, partnerCode: string, publicId: string) {
  const member = await findMemberByPublicId(db, partnerCode, publicId);
  return member && !member.has_web_profile ? member : undefined;
}

async function takenFields(
  db: Kysely<DB>,
  partner: Partner,
  values: EnrollmentValues,
  target: MemberRow | undefined,
): Promise<FieldMessage[]> {
  const errors: FieldMessage[] = [];
  let emailHolder: MemberRow | undefined;
  if (values.email) {
    const holder = await findMemberByEmail(db, partner.code, values.email);
    if (holder && holder.id !== target?.id) {
      emailHolder = holder;
      errors.push({ field: 'email', message: FIELD_MESSAGES.alreadyHaveAccount(partner.terms) });
    }
  }
  if (values.partnerNumber) {
    if (target?.partner_number && target.partner_number !== values.partnerNumber) {
      // The known record already carries its partner number; another one is not theirs.
      errors.push({ field: 'partnerNumber', message: FIELD_MESSAGES.partnerNumberInvalid(partner.terms) });
    } else {
      const holder = await findMemberByPartnerNumber(db, partner.code, values.partnerNumber);
      // The account the e-mail names holds this number too (a retried enrollment whose first answer was lost,
      // SECURITY.md "Availability"): one answer, "you already have an account, please sign in".
      if (holder && holder.id !== target?.id && holder.id !== emailHolder?.id)
        errors.push({ field: 'partnerNumber', message: FIELD_MESSAGES.partnerNumberInUse(partner.terms) });
    }
  }
  return errors;
}
