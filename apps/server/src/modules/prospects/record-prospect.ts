import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Partner, prospectEmailRequestSchema } from '@forkpoint/shared';
import { normalizeEmail } from '@forkpoint/shared/rules/member-fields';
import type { DB } from '../../db/schema';
import { upsertProspect } from './repository';

export type ProspectEmailInput = z.infer<typeof prospectEmailRequestSchema>;

/**
 * POST /api/Members/Prospects/Email: the home form's prospect record. The e-mail is kept normalized, so the same
 * address typed twice (in another case, with spaces) is one prospect, last seen now.
 */
export async function recordProspect({
  db,
  partner,
  input,
  now,
}: {
  db: Kysely<DB>;
  partner: Partner;
  input: ProspectEmailInput;
  now: Date;
}): Promise<void> {
  await upsertProspect(db, {
    partnerCode: partner.code,
    email: normalizeEmail(input.email),
    referral: {
      utm_term: input.utmTerm ?? null,
      utm_medium: input.utmMedium ?? null,
      utm_campaign: input.utmCampaign ?? null,
      utm_source: input.utmSource ?? null,
      utm_content: input.utmContent ?? null,
      referrer: input.referrer ?? null,
      source: input.source ?? null,
    },
    now,
  });
}
