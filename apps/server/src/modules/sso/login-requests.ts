import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SSO_REQUEST_TTL_MINUTES } from '@forkpoint/shared/contracts/sso';
import type { DB } from '../../db/schema';
import type { SsoTables } from '../../db/schema-sso';
import { addMs } from '../../lib/clock';
import { sha256 } from '../../lib/hash';

/**
 * Sign-ins in flight (migration 0030): the state sent to the identity provider, remembered by its
 * hash with the partner, the visitor cookie, the redirect URI and where to return. A callback
 * finds its row only with the same state, partner and visitor cookie, and uses it up.
 */
export interface LoginRequest {
  redirectUri: string;
  returnTo: string;
  rememberMe: boolean;
}

const TTL_MS = SSO_REQUEST_TTL_MINUTES * 60_000;

export async function startLoginRequest(
  database: Kysely<DB>,
  input: LoginRequest & { partnerCode: string; visitorId: string; now: Date },
): Promise<{ state: string }> {
  const db = database.withTables<SsoTables>();
  const state = randomBytes(32).toString('base64url');
  await db
    .insertInto('sso_login_requests')
    .values({
      state_hash: sha256(state),
      partner_code: input.partnerCode,
      visitor_hash: sha256(input.visitorId),
      redirect_uri: input.redirectUri,
      return_to: input.returnTo,
      remember_me: input.rememberMe,
      created_at: input.now,
      expires_at: addMs(input.now, TTL_MS),
    })
    .execute();
  // Abandoned sign-ins are of no use to anyone; sweep them while we are here.
  await db.deleteFrom('sso_login_requests').where('expires_at', '<=', input.now).execute();
  return { state };
}

/** The live request for this state, partner and visitor, deleted as it is read (one use). */
export async function takeLoginRequest(
  database: Kysely<DB>,
  lookup: { state: string; partnerCode: string; visitorId: string; now: Date },
): Promise<LoginRequest | null> {
  const row = await database
    .withTables<SsoTables>()
    .deleteFrom('sso_login_requests')
    .where('state_hash', '=', sha256(lookup.state))
    .where('partner_code', '=', lookup.partnerCode)
    .where('visitor_hash', '=', sha256(lookup.visitorId))
    .returning(['redirect_uri', 'return_to', 'remember_me', 'expires_at'])
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= lookup.now) return null;
  return { redirectUri: row.redirect_uri, returnTo: row.return_to, rememberMe: row.remember_me };
}
