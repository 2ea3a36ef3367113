import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PlatformTables } from '../../db/schema-platform';

/** Models whose instances belong to a grant and go when it is revoked (as in oidc-provider's memory adapter). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string };

/**
 * oidc-provider's adapter over the oidc_payloads table (migration 0056, docs/decisions/0021): the local
 * identity provider's interactions, sessions, grants and codes are shared by every instance, so a sign-in
 * started on one instance finishes on another. A payload past its expiry is not found; consumed ones carry
 * `consumed` (epoch seconds), as the library expects.
 */
export function databaseOidcAdapter(database: Kysely<DB>) {
  const db = database.withTables<PlatformTables>();
  const live = () => sql<boolean>`(expires_at IS NULL OR expires_at > now())`;
  const answer = (row: { payload: Record<string, unknown>; consumed_at: Date | null } | undefined) =>
    row
      ? {
          ...row.payload,
          ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
        }
      : undefined;

  return (model: string) => ({
    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
        consumed_at: null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
      // What expired is of no use to anyone; a development stand-in's volume makes this cheap.
      await db.deleteFrom('oidc_payloads').where('model', '=', model).where('expires_at', '<=', new Date()).execute();
    },
    async find(id: string) {
      const found = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where('id', '=', id)
        .where(live())
        .executeTakeFirst();
      return answer(found);
    },
    async findByUid(uid: string) {
      const found = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where('uid', '=', uid)
        .where(live())
        .executeTakeFirst();
      return answer(found);
    },
    async findByUserCode(userCode: string) {
      const found = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at'])
        .where('model', '=', model)
        .where('user_code', '=', userCode)
        .where(live())
        .executeTakeFirst();
      return answer(found);
    },
    async consume(id: string) {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute();
    },
    async destroy(id: string) {
      await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
    },
    async revokeByGrantId(grantId: string) {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    },
  });
}
