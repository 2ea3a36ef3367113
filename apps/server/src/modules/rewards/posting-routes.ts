import type { FastifyPluginAsync } from 'fastify';
import {
  POSTINGS_PATH,
  POSTING_LINES_MAX_BYTES,
  POSTING_MESSAGES,
  postingFileAcknowledgedSchema,
  postingFileListQuerySchema,
  postingFileParamsSchema,
  postingLinesRequestSchema,
  postingReconciliationSchema,
  waitingPostingFilesSchema,
} from '@forkpoint/shared/contracts/postings';
import { partnerCallOf, partnerSignedRoute } from '../integration-keys/partner-call-guard';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { documentationOnly, fileAnswer } from '../../lib/http/documented-answers';
import { acknowledgePostingFile, postingFileBody, waitingPostingFiles } from './partner-postings';
import { answerPostingLines } from './posting-answers';

export { POSTINGS_PATH };

/**
 * The partner side of posting files (docs/rewards.md "Posting"): a Mile or Point partner lists the files
 * waiting for it, fetches one, and acknowledges it once its members' accounts are credited, which makes
 * the rewards in it Awarded (partner-postings.ts). No cookie, so no CSRF token: each call is signed with the
 * partner's own integration key (X-Forkpoint-Key names it; X-Forkpoint-Signature over "<t>.<METHOD> <path>", these
 * calls having no body), within the feed's 5-minute window (integration-keys/partner-call-guard.ts). The program is
 * the key's: only its files are listed, and another program's file answers 404 as a file that does not exist.
 * …/Lines answers the file line by line (posting-answers.ts): its JSON body is signed too (signsBody), so it is read
 * as bytes, the MAC checked over them, and only then parsed and validated (400 naming the field).
 * `?partner=` on the list is accepted only when it names the key's own program (403 otherwise, naming no file). A
 * missing, malformed or stale signature is refused before any body is read, and a body is capped at
 * POSTING_ACKNOWLEDGEMENT_MAX_BYTES (…/Lines: POSTING_LINES_MAX_BYTES).
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
      schema: { security, querystring: postingFileListQuerySchema, response: { 200: waitingPostingFilesSchema } },
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

  // Encapsulated: application/json is read as bytes here only, for the MAC over the body.
  await app.register(async (lines) => {
    lines.removeContentTypeParser('application/json');
    lines.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: POSTING_LINES_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    const signsBody = partnerSignedRoute({
      clock: () => app.clock(),
      maxBodyBytes: POSTING_LINES_MAX_BYTES,
      keyring,
      allowDevelopmentKeys,
      signsBody: true,
    });
    lines.post<{ Params: { fileName: string } }>(
      `${POSTINGS_PATH}/:fileName/Lines`,
      {
        ...signsBody,
        // Documented only: the MAC is checked over the raw bytes, then the body is parsed with field messages.
        ...documentationOnly,
        schema: {
          security,
          params: postingFileParamsSchema,
          body: postingLinesRequestSchema,
          response: { 200: postingReconciliationSchema },
        },
      },
      async (request) => {
        const { partnerCode } = partnerCallOf(request);
        const body = parseForm(postingLinesRequestSchema, jsonOf(request.body), POSTING_MESSAGES.form);
        return answerPostingLines({
          db,
          partnerCode,
          partnerName: app.partners.get(partnerCode)?.terms.partner ?? partnerCode,
          fileName: request.params.fileName,
          answers: body.lines,
          now: app.clock(),
        });
      },
    );
  });
};

/** The body's JSON, once its MAC matched; 400 when it is none (no body, another type, or not JSON). */
function jsonOf(body: unknown): unknown {
  const invalid = () =>
    new AppError('VALIDATION_FAILED', POSTING_MESSAGES.notJson, [{ field: 'body', message: POSTING_MESSAGES.notJson }]);
  if (!Buffer.isBuffer(body)) throw invalid();
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw invalid();
  }
}
