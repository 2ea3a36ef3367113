import { z } from 'zod';
import { MEMBER_TYPES, PROSPECT_EMAIL_MAX, TIER_LEVELS } from '../constants';
import { FIELD_MESSAGES, MEMBER_FIELD_LIMITS, isValidEmail } from '../rules/member-fields';
import { bonusSchema } from './rewards';

/**
 * Contracts of the member calls (spec part 1 §3 and §7, part 2 §3 and §7). Request schemas check
 * shapes and bound sizes; the spec's per-field rules and messages are the pure functions in
 * rules/profile-validation.ts and rules/enrollment-validation.ts, which the server applies after.
 * docs/decisions/0008 names the calls the specification leaves unnamed.
 */

/** Visitor modes (part 1 §3 Known visitor, §6). */
export const INTERFACE_TYPES = ['known', 'sso', 'direct'] as const;
export type InterfaceType = (typeof INTERFACE_TYPES)[number];

/** Qualification progress (part 1 §3). */
export const DINING_PROGRESS_STATUSES = ['Building', 'QualifiedAndBuilding', 'Qualified'] as const;

export const publicIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a public id');

/** A bounded text field: the spec's limits are checked by the rules, this only refuses junk sizes. */
const text = (max = 200) => z.string().max(max);
const optionalText = (max = 200) => z.string().max(max).nullish();

export const memberAddressSchema = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type MemberAddress = z.infer<typeof memberAddressSchema>;

export const diningProgressSchema = z.object({
  status: z.enum(DINING_PROGRESS_STATUSES),
  dinesRequired: z.number().int(),
  remainingDines: z.number().int(),
  dollarsRequired: z.number(),
  remainingDollars: z.number(),
  ytdMilesOrDollars: z.number(),
});
export type DiningProgress = z.infer<typeof diningProgressSchema>;

/** Referral data stored with an enrollment (part 1 §3), read from utm_* / referrer / source. */
export const referralSchema = z.object({
  utmTerm: optionalText(),
  utmMedium: optionalText(),
  utmCampaign: optionalText(),
  utmSource: optionalText(),
  utmContent: optionalText(),
  referrer: optionalText(),
  source: optionalText(),
});
export type Referral = z.infer<typeof referralSchema>;
export const REFERRAL_FIELDS = [
  'utmTerm',
  'utmMedium',
  'utmCampaign',
  'utmSource',
  'utmContent',
  'referrer',
  'source',
] as const;

/** GET /api/Member: the signed-in member (part 1 §3, part 2 §3). */
export const memberSchema = z.object({
  publicId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  emailOptIn: z.boolean(),
  address: memberAddressSchema,
  /** Digits only (part 2 §5); '' when none. */
  phoneNumber: z.string(),
  smsOptIn: z.boolean(),
  tierLevel: z.enum(TIER_LEVELS),
  memberType: z.enum(MEMBER_TYPES),
  diningProgress: diningProgressSchema.nullable(),
  /** Bonuses on offer and held (part 2 §3 Bonus; derived by the rewards engine). */
  activeBonuses: z.array(bonusSchema),
  enrollmentSource: z.string().nullable(),
  /** ISO date-time of joining. */
  joinDate: z.iso.datetime().nullable(),
  familyId: z.string().nullable(),
  /** The partner number (PPN); null where the partner has none. */
  partnerNumber: z.string().nullable(),
  hasWebProfile: z.boolean(),
  active: z.boolean(),
  interfaceType: z.enum(INTERFACE_TYPES),
  /** The member must update their e-mail first (/fix_credentials). */
  needsEmailUpdate: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/Member/{publicId}: the known visitor (part 1 §3). */
export const knownVisitorSchema = z.object({
  publicId: z.string(),
  tierLevel: z.enum(TIER_LEVELS),
  hasWebProfile: z.boolean(),
  active: z.boolean(),
  interfaceType: z.enum(INTERFACE_TYPES),
});
export type KnownVisitor = z.infer<typeof knownVisitorSchema>;
export const publicIdParamsSchema = z.object({ publicId: publicIdSchema });

/** PUT /api/Member: the profile form values; absent fields keep their stored value. */
export const profileUpdateRequestSchema = z.object({
  firstName: optionalText(),
  lastName: optionalText(),
  /** Read-only (part 2 §2 "Email changes go through support"): accepted only unchanged. */
  email: optionalText(MEMBER_FIELD_LIMITS.email + 50),
  emailOptIn: z.boolean().optional(),
  address: z
    .object({
      address1: optionalText(),
      address2: optionalText(),
      city: optionalText(),
      state: optionalText(),
      zipCode: optionalText(),
    })
    .partial()
    .nullish(),
  phoneNumber: optionalText(40),
  smsOptIn: z.boolean().nullish(),
  smsOptInV2: z.boolean().nullish(),
  /** A new password (direct members), cut to 56; needs currentPassword. */
  password: optionalText(MEMBER_FIELD_LIMITS.passwordInput),
  currentPassword: optionalText(MEMBER_FIELD_LIMITS.passwordInput),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/Member/Activate (signed in) and POST /api/Members/Activate (tier 1, known visitor). */
export const activateRequestSchema = z.object({ publicId: publicIdSchema });

const queryFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** GET /api/Members/Validate/Email?email&usePpn */
export const validateEmailQuerySchema = z.object({
  email: z.string().trim().min(1, FIELD_MESSAGES.required).max(MEMBER_FIELD_LIMITS.email, FIELD_MESSAGES.emailInvalid),
  /** The value may also be a partner number (PPN), checked against partner numbers in use. */
  usePpn: queryFlag,
});
/** GET /api/Members/Validate/Zip?zip */
export const validateZipQuerySchema = z.object({ zip: z.string().max(20) });
export const validationResultSchema = z.object({ isValid: z.boolean() });

/** POST /api/Members/Prospects/Email: the home prospect e-mail record (part 1 §4, §5). */
export const prospectEmailRequestSchema = referralSchema.extend({
  email: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(PROSPECT_EMAIL_MAX, FIELD_MESSAGES.maxLength(PROSPECT_EMAIL_MAX))
    .refine(isValidEmail, FIELD_MESSAGES.emailInvalid),
});
export const prospectEmailResponseSchema = z.object({ recorded: z.literal(true) });

/** POST /api/Members/Prospects: the enrollment signup (part 1 §3 Prospect signup payload). */
export const prospectSignupRequestSchema = referralSchema.extend({
  firstName: optionalText(),
  lastName: optionalText(),
  email: optionalText(MEMBER_FIELD_LIMITS.email + 50),
  zipCode: optionalText(),
  partnerNumber: optionalText(64),
  phoneNumber: optionalText(40),
  password: optionalText(MEMBER_FIELD_LIMITS.passwordInput),
  passwordConfirm: optionalText(MEMBER_FIELD_LIMITS.passwordInput),
  emailOptIn: z.boolean().nullish(),
  /** Computed by the client; the server recomputes it by the same rule. */
  smsOptIn: z.boolean().nullish(),
  smsOptInV2: z.boolean().nullish(),
  termsAccepted: z.boolean().nullish(),
  /** A known visitor completing their record (from /activate → /join?rfr=2). */
  publicId: publicIdSchema.nullish(),
  gRecaptchaResponse: optionalText(20_000),
  'g-recaptcha-response': optionalText(20_000),
});
export type ProspectSignupRequest = z.infer<typeof prospectSignupRequestSchema>;

/** PUT /api/Member/Credentials: the credential fix (/fix_credentials) — a new e-mail. */
export const credentialFixRequestSchema = z.object({ email: text(MEMBER_FIELD_LIMITS.email + 50) });
