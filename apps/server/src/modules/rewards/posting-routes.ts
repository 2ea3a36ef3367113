import type { FastifyPluginAsync } from 'fastify';
import { partnerCallOf, partnerSignedRoute } from '../integration-keys/partner-call-guard';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import {
  postingFileAcknowledgedSchema,
  postingFileListQuerySchema,
  postingFileListSchema,
  postingFileParamsSchema,
} from '@forkpoint/shared/contracts/posting-files';
import { documentationOnly, fileAnswer } from '../../lib/http/documented-answers';
import { acknowledgePostingFile, postingFileBody, waitingPostingFiles } from './partner-postings';

export const POSTINGS_PATH = '/api/Processor/Postings';

/**
 * The partner side of posting files (docs/rewards.md "Posting"): a Mile or Point partner lists the files
 * waiting for it, fetches one, and acknowledges it once its members' accounts are credited, which makes
 * the rewards in it Awarded (partner-postings.ts). No cookie, so no CSRF token: each call is signed with the
 * partner's own integration key (X-Forkpoint-Key names it; X-Forkpoint-Signature over "<t>.<METHOD> <path>", these
 * calls having no body), within the feed's 5-minute window (integration-keys/partner-call-guard.ts). The program is
 * the key's: only its files are listed, and another program's file answers 404 as a file that does not exist.
 * `?partner=` on the list is accepted only when it names the key's own program (403 otherwise, naming no file). A
 * missing, malformed or stale signature is refused before any body is read, and a body is capped at
 * POSTING_ACKNOWLEDGEMENT_MAX_BYTES.
 */
export const postingRoutes: FastifyPluginAsync<{
  keyring: StaffTotpKeyring;
  maxBodyBytes: number;
  allowDevelopmentKeys: boolean;
}> = async (app, { keyring, maxBodyBytes, allowDevelopmentKeys }) => {
  const db = app.database.db;
  const signed = partnerSignedRoute({ clock: () => app.clock(), maxBodyBytes, keyring, allowDevelopmentKeys });
  // Documented only: the key and signature are checked before anything else, and the answers keep their shape.
  const documented = { ...signed, ...documentationOnly };
  const security = [{ partnerKey: [], forkpointSignature: [] }];

  app.get<{ Querystring: { partner?: string | string[] } }>(
    POSTINGS_PATH,
    {
      ...documented,
      schema: { security, querystring: postingFileListQuerySchema, response: { 200: postingFileListSchema } },
    },
    async (request) =>
      waitingPostingFiles({ db, partnerCode: partnerCallOf(request).partnerCode, askedPartner: request.query.partner }),
  );

  app.get<{ Params: { fileName: string } }>(
    `${POSTINGS_PATH}/:fileName`,
    {
      ...documented,
      schema: {
        security,
        params: postingFileParamsSchema,
        response: { 200: fileAnswer('text/csv', 'The posting file (CSV, docs/rewards.md "Posting").') },
      },
    },
    async (request, reply) => {
      const { partnerCode } = partnerCallOf(request);
      const body = await postingFileBody({ db, partnerCode, fileName: request.params.fileName });
      reply.type('text/csv; charset=utf-8');
      return body;
    },
  );

  app.post<{ Params: { fileName: string } }>(
    `${POSTINGS_PATH}/:fileName/Acknowledgement`,
    {
      ...documented,
      schema: { security, params: postingFileParamsSchema, response: { 200: postingFileAcknowledgedSchema } },
    },
    async (request) =>
      acknowledgePostingFile({
        db,
        partnerCode: partnerCallOf(request).partnerCode,
        fileName: request.params.fileName,
        now: app.clock(),
      }),
  );
};
