import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { partnerCallOf, partnerSignedRoute } from '../integration-keys/partner-call-guard';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { acknowledgePosting } from './postings';

export const POSTINGS_PATH = '/api/Processor/Postings';

const MESSAGES = {
  notFound: 'No posting file has this name.',
  otherPartner:
    '?partner= names another program than the integration key’s. Leave it out: the key says which program is calling.',
};

/**
 * The partner side of posting files (docs/rewards.md "Posting"): a Mile or Point partner lists the files
 * waiting for it, fetches one, and acknowledges it once its members' accounts are credited, which makes
 * the rewards in it Awarded. No cookie, so no CSRF token: each call is signed with the partner's own integration
 * key (X-Forkpoint-Key names it; X-Forkpoint-Signature over "<t>.<METHOD> <path>", these calls having no body),
 * within the feed's 5-minute window (integration-keys/partner-call-guard.ts). The program is the key's: only its files
 * are listed, and another program's file answers 404 as a file that does not exist. `?partner=` on the list is
 * accepted only when it names the key's own program (403 otherwise, naming no file). A missing, malformed or stale
 * signature is refused before any body is read, and a body is capped at POSTING_ACKNOWLEDGEMENT_MAX_BYTES.
 */
export const postingRoutes: FastifyPluginAsync<{
  keyring: StaffTotpKeyring;
  maxBodyBytes: number;
  allowDevelopmentKeys: boolean;
}> = async (app, { keyring, maxBodyBytes, allowDevelopmentKeys }) => {
  const db = app.database.db;
  const signed = partnerSignedRoute({ clock: () => app.clock(), maxBodyBytes, keyring, allowDevelopmentKeys });

  app.get<{ Querystring: { partner?: string | string[] } }>(POSTINGS_PATH, signed, async (request) => {
    const { partnerCode } = partnerCallOf(request);
    const asked = request.query.partner;
    if (asked !== undefined && (Array.isArray(asked) || asked !== partnerCode)) {
      throw new AppError('FORBIDDEN', MESSAGES.otherPartner);
    }
    const files = await db
      .selectFrom('reward_postings')
      .select(['file_name', 'partner_code', 'line_count', 'total_amount', 'created_at', 'acknowledged_at'])
      .where('partner_code', '=', partnerCode)
      .where('acknowledged_at', 'is', null)
      .orderBy('id')
      .execute();
    return files.map((file) => ({
      fileName: file.file_name,
      partnerCode: file.partner_code,
      lineCount: file.line_count,
      totalAmount: Number(file.total_amount),
      createdAt: new Date(file.created_at).toISOString(),
    }));
  });

  app.get<{ Params: { fileName: string } }>(`${POSTINGS_PATH}/:fileName`, signed, async (request, reply) => {
    const { partnerCode } = partnerCallOf(request);
    const file = await db
      .selectFrom('reward_postings')
      .select('body')
      .where('file_name', '=', request.params.fileName)
      .where('partner_code', '=', partnerCode)
      .executeTakeFirst();
    if (!file) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    reply.type('text/csv; charset=utf-8');
    return file.body;
  });

  app.post<{ Params: { fileName: string } }>(`${POSTINGS_PATH}/:fileName/Acknowledgement`, signed, async (request) => {
    const { partnerCode } = partnerCallOf(request);
    const posting = await db
      .selectFrom('reward_postings')
      .select(['id', 'acknowledged_at'])
      .where('file_name', '=', request.params.fileName)
      .where('partner_code', '=', partnerCode)
      .executeTakeFirst();
    if (!posting) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    const now = app.clock();
    const fresh = await db.transaction().execute((trx) => acknowledgePosting(trx, posting.id, now));
    return {
      fileName: request.params.fileName,
      acknowledgedAt: fresh ? now.toISOString() : new Date(posting.acknowledged_at!).toISOString(),
    };
  });
};
