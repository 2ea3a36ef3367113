import type { FastifyInstance } from 'fastify';
import { requireUsableToken } from './tokens';

/** POST /api/Members/Recover/Confirm: whether a link's token is usable, and until when (it is not used up). */
export async function confirmRecovery(
  app: FastifyInstance,
  input: { token: string; partnerCode: string },
): Promise<{ valid: true; expiresAt: string }> {
  const found = await requireUsableToken(app.database.db, { ...input, now: app.clock() });
  return { valid: true, expiresAt: new Date(found.expires_at).toISOString() };
}
