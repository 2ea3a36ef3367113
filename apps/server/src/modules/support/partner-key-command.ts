import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import {
  PARTNER_KEY_HEADER,
  PARTNER_KEYS_MAX_ACTIVE,
  integrationKeyCreateRequestSchema,
  type IntegrationKey,
} from '@forkpoint/shared/contracts/integration-keys';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import { EnvError, type Env } from '../../config/env';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import { recordCommandAction } from './audit-log';
import { staffTotpKeyringFromEnv } from '../../lib/totp-secrets';
import { auditStateOf, createIntegrationKey } from '../integration-keys/integration-keys';

/**
 * `npm run partner-key:create -- --partner CODE [--label TEXT]` (compiled: partner-key-cli.js; docs/deploy.md
 * "Partner integration keys"): makes one integration key for a program and prints its id and secret once, as an
 * admin's Integration keys page does. Refused when the program already has PARTNER_KEYS_MAX_ACTIVE active keys: an
 * admin revokes one in the console first. Audited as `integration-key.create` with the command as request id.
 */

export const PARTNER_KEY_COMMAND = 'partner-key:create';
export const PARTNER_KEY_USAGE = 'Usage: npm run partner-key:create -- --partner CODE [--label "What uses the key"]';
export const PARTNER_KEY_DEFAULT_LABEL = 'Made on the command line';

export interface PartnerKeyArgs {
  partner: string;
  label?: string;
}

/** The command's arguments, checked before anything is opened; EnvError with the usage otherwise. */
export function parsePartnerKeyArgs(args: string[]): PartnerKeyArgs {
  let values: { partner?: string; label?: string };
  try {
    ({ values } = parseArgs({ args, options: { partner: { type: 'string' }, label: { type: 'string' } } }));
  } catch (error) {
    throw new EnvError(`${error instanceof Error ? error.message : String(error)}\n${PARTNER_KEY_USAGE}`);
  }
  if (!values.partner) throw new EnvError(PARTNER_KEY_USAGE);
  return { partner: values.partner, ...(values.label !== undefined ? { label: values.label } : {}) };
}

/** What the command prints: the key's id and secret, once, and how to sign with them. */
export function describePartnerKey(
  created: { key: IntegrationKey; secret: string },
  partner: Pick<Partner, 'code' | 'name'>,
): string {
  return [
    `Integration key of ${partner.name} (${partner.code}): ${created.key.label}`,
    '',
    'Shown this once and kept nowhere in clear: give it to the partner through a safe channel.',
    '',
    `  key id   ${created.key.id}`,
    `  secret   ${created.secret}`,
    '',
    `Each posting-file call names the key and is signed with the secret (docs/rewards.md "Posting"):`,
    `  ${PARTNER_KEY_HEADER}: ${created.key.id}`,
    '  X-Forkpoint-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<METHOD> <path>" with the secret>',
    `A program has at most ${PARTNER_KEYS_MAX_ACTIVE} active keys: to rotate, move the partner to this one, then revoke`,
    'the old one in the support console under Integration keys.',
  ].join('\n');
}

/**
 * The command on a prepared database (partner-key-cli.ts opens, migrates and seeds it as a start does): makes the
 * key and answers what to print. Every refusal is an EnvError whose message is the whole story.
 */
export async function runPartnerKeyCommand(
  args: PartnerKeyArgs,
  context: { env: Pick<Env, 'STAFF_TOTP_KEY' | 'STAFF_TOTP_PREVIOUS_KEYS'>; db: Kysely<DB>; partners: Partner[] },
  now = new Date(),
): Promise<string> {
  const partner = context.partners.find((p) => p.code === args.partner);
  if (!partner) {
    const codes = context.partners.map((p) => p.code).join(', ');
    throw new EnvError(`No partner ${args.partner}: one of ${codes}.\n${PARTNER_KEY_USAGE}`);
  }
  try {
    const { label } = parseForm(
      integrationKeyCreateRequestSchema,
      { label: args.label ?? PARTNER_KEY_DEFAULT_LABEL },
      'The key was not created: check the label.',
    );
    const keyring = staffTotpKeyringFromEnv(context.env);
    const created = await context.db.transaction().execute(async (trx) => {
      const made = await createIntegrationKey(
        trx,
        keyring,
        { partnerCode: partner.code, label, createdBy: PARTNER_KEY_COMMAND },
        now,
      );
      await recordCommandAction(
        trx,
        {
          action: STAFF_ACTIONS.integrationKeyCreate,
          target: { type: 'integration-key', id: made.key.id },
          // No one was signed in: the entry names the command.
          actor: { id: null, email: PARTNER_KEY_COMMAND, partnerCode: partner.code, role: 'command' },
          before: null,
          after: auditStateOf(made.key),
        },
        now,
        PARTNER_KEY_COMMAND,
      );
      return made;
    });
    return describePartnerKey(created, partner);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = error.fields?.map((f) => `\n  ${f.field}: ${f.message}`).join('') ?? '';
    throw new EnvError(`${error.message}${fields}`);
  }
}
