import { z } from 'zod';

/**
 * Partner integration keys (issue 28 defect 4; docs/rewards.md "Posting"): the credential a partner's own machines
 * sign their calls with (the posting files: list, fetch, acknowledge). Each key is an id and a secret and belongs to
 * one program; the partner of a call is the key's, never one the request names. A program has at most
 * PARTNER_KEYS_MAX_ACTIVE active keys, so it can rotate: create the new one, move over, revoke the old one.
 * Admins manage them in the support console (Integration keys) or with `npm run partner-key:create`.
 * Imported by path, never from the package index.
 */

/** The header that names the key a partner call is signed with; X-Forkpoint-Signature carries the signature. */
export const PARTNER_KEY_HEADER = 'X-Forkpoint-Key';

/** Two at once: the one in use and its successor while the partner moves over. A third is refused. */
export const PARTNER_KEYS_MAX_ACTIVE = 2;

/** A key id as the server issues it: `fpk_` and lower-case letters, digits and underscores. */
export const PARTNER_KEY_ID_PATTERN = /^fpk_[a-z0-9_]{4,64}$/;

export const INTEGRATION_KEY_MESSAGES = {
  form: 'Please check the form for errors.',
  created: 'Integration key created.',
  revoked: 'Integration key revoked: calls signed with it are refused from now on.',
  alreadyRevoked: 'This integration key was already revoked.',
  notFound: 'No integration key with that id in this program.',
  tooMany: `This program already has ${PARTNER_KEYS_MAX_ACTIVE} active integration keys. Revoke the one the partner no longer uses, then create the new one.`,
} as const;

export const integrationKeySchema = z.object({
  id: z.string(),
  /** What uses the key, e.g. "Posting job (2026)". */
  label: z.string(),
  createdAt: z.iso.datetime(),
  /** The admin's e-mail, or the command that made it (`partner-key:create`, the demo seed). */
  createdBy: z.string(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  revokedBy: z.string().nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKeySchema>;

/** GET /api/Support/IntegrationKeys: the program's keys, newest first, never a secret. */
export const integrationKeyListSchema = z.object({
  keys: z.array(integrationKeySchema),
  maxActive: z.number().int().positive(),
});
export type IntegrationKeyList = z.infer<typeof integrationKeyListSchema>;

/** POST /api/Support/IntegrationKeys. */
export const integrationKeyCreateRequestSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, 'Enter what will use the key, e.g. "Posting job".')
    .max(80, 'Please enter no more than 80 characters.'),
});
export type IntegrationKeyCreateRequest = z.infer<typeof integrationKeyCreateRequestSchema>;

/** The answer of a create: the key and its secret, which is shown this once and kept nowhere in clear. */
export const integrationKeyCreatedSchema = z.object({
  key: integrationKeySchema,
  secret: z.string(),
  message: z.string(),
});
export type IntegrationKeyCreated = z.infer<typeof integrationKeyCreatedSchema>;

/** POST /api/Support/IntegrationKeys/{id}/Revoke. */
export const integrationKeyRevokedSchema = z.object({ key: integrationKeySchema, message: z.string() });
export type IntegrationKeyRevoked = z.infer<typeof integrationKeyRevokedSchema>;

export const integrationKeyParamsSchema = z.object({
  id: z.string().regex(PARTNER_KEY_ID_PATTERN, INTEGRATION_KEY_MESSAGES.notFound),
});
