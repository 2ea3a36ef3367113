import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { verifyFeedSignature } from '../transactions/feed-signature';
import { signatureHeaderOf, signedRoute } from '../transactions/signed-route';
import { acknowledgePosting } from './postings';

export const POSTINGS_PATH = '/api/Processor/Postings';

/**
 * The partner side of posting files (docs/rewards.md "Posting"): a Mile or Point partner lists the files
 * waiting for it, fetches one, and acknowledges it once its members' accounts are credited, which makes
 * the rewards in it Awarded. No cookie, so no CSRF token: each call is signed like the feed, over
 * "<METHOD> <path>" (these calls have no body), within the same 5-minute window. A missing, malformed or
 * stale signature is refused before any body is read, and a body is capped at POSTING_ACKNOWLEDGEMENT_MAX_BYTES
 * (signed-route.ts).
 */
export const postingRoutes: FastifyPluginAsync<{ signingSecret: string; maxBodyBytes: number }> = async (
  app,
  { signingSecret, maxBodyBytes },
) => {
  const db = app.database.db;
  const authenticate = (request: FastifyRequest) => {
    const check = verifyFeedSignature(
      signingSecret,
      signatureHeaderOf(request),
      `${request.method} ${request.url}`,
      app.clock(),
    );
    if (!check.ok) throw new AppError('UNAUTHORIZED', check.reason);
  };
  const signed = signedRoute(() => app.clock(), maxBodyBytes);

  app.get<{ Querystring: { partner?: string } }>(POSTINGS_PATH, signed, async (request, reply) => {
    authenticate(request);
    const partner = typeof request.query.partner === 'string' ? request.query.partner : null;
    const files = await db
      .selectFrom('reward_postings')
      .select(['file_name', 'partner_code', 'line_count', 'total_amount', 'created_at', 'acknowledged_at'])
      .$if(partner !== null, (qb) => qb.where('partner_code', '=', partner!))
      .where('acknowledged_at', 'is', null)
      .orderBy('id')
      .execute();
    reply.header('Cache-Control', 'no-store');
    return files.map((file) => ({
      fileName: file.file_name,
      partnerCode: file.partner_code,
      lineCount: file.line_count,
      totalAmount: Number(file.total_amount),
      createdAt: new Date(file.created_at).toISOString(),
    }));
  });

  app.get<{ Params: { fileName: string } }>(`${POSTINGS_PATH}/:fileName`, signed, async (request, reply) => {
    authenticate(request);
    const file = await db
      .selectFrom('reward_postings')
      .select('body')
      .where('file_name', '=', request.params.fileName)
      .executeTakeFirst();
    if (!file) throw new AppError('NOT_FOUND', 'No posting file has this name.');
    reply.header('Cache-Control', 'no-store').type('text/csv; charset=utf-8');
    return file.body;
  });

  app.post<{ Params: { fileName: string } }>(`${POSTINGS_PATH}/:fileName/Acknowledgement`, signed, async (request) => {
    authenticate(request);
    const posting = await db
      .selectFrom('reward_postings')
      .select(['id', 'acknowledged_at'])
      .where('file_name', '=', request.params.fileName)
      .executeTakeFirst();
    if (!posting) throw new AppError('NOT_FOUND', 'No posting file has this name.');
    const now = app.clock();
    const fresh = await db.transaction().execute((trx) => acknowledgePosting(trx, posting.id, now));
    return {
      fileName: request.params.fileName,
      acknowledgedAt: fresh ? now.toISOString() : new Date(posting.acknowledged_at!).toISOString(),
    };
  });
};
