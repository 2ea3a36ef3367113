import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Partner } from '@forkpoint/shared';
import {
  ACTIVATION_CAMPAIGN_PATH,
  MEMBER_FILE_CSV_CONTENT_TYPE,
  MEMBER_FILE_JSONL_CONTENT_TYPE,
  MEMBER_FILE_MESSAGES,
  MEMBER_FILE_PATH,
  UNSUBSCRIBE_PATH,
  activationCampaignReportSchema,
  memberFileReportSchema,
  unsubscribeQuerySchema,
} from '@forkpoint/shared/contracts/member-file';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { documentationOnly, fileAnswer } from '../../lib/http/documented-answers';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { partnerCallOf, partnerSignedRoute } from '../integration-keys/partner-call-guard';
import { publicIdOfUnsubscribeToken, startActivationCampaign } from './activation-invitations';
import { importMemberFile } from './import-member-file';
import { unsubscribeMember } from './member-file-repository';
import { readMemberFile } from './read-member-file';
import { contentSecurityPolicy, unsubscribePage, type UnsubscribeStage } from './unsubscribe-page';

export interface MemberFileRoutesOptions {
  keyring: StaffTotpKeyring;
  maxBodyBytes: number;
  allowDevelopmentKeys: boolean;
  /** Signs the unsubscribe links (SESSION_SECRET). */
  secret: string;
}

/**
 * The member file and the activation campaign (docs/member-file.md): a program's own machines, signed with its
 * integration key (integration-keys/partner-call-guard.ts); the program is the key's. The member file's MAC covers
 * its body. And the invitation's unsubscribe link, which the member opens from their mail (the token authenticates
 * it: there is no session, so no CSRF token either). Encapsulated, so the body parsers serve these routes only.
 */
export const memberFileRoutes: FastifyPluginAsync<MemberFileRoutesOptions> = async (app, options) => {
  const clock = () => app.clock();
  const db = app.database.db;
  for (const type of [MEMBER_FILE_CSV_CONTENT_TYPE, MEMBER_FILE_JSONL_CONTENT_TYPE]) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: options.maxBodyBytes }, (_request, body, done) =>
      done(null, body),
    );
  }
  // RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; nothing in it is read.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
  }
  const keyOptions = { clock, keyring: options.keyring, allowDevelopmentKeys: options.allowDevelopmentKeys };
  // For the OpenAPI document: the program's key and its signature (plugins/openapi.ts), or nothing but the link's token.
  const partnerKey = [{ partnerKey: [], forkpointSignature: [] }];
  const page = fileAnswer(
    'text/html',
    'The unsubscribe page: asks first, then confirms (400: the link does not work).',
  );

  app.post(
    MEMBER_FILE_PATH,
    {
      ...partnerSignedRoute({ ...keyOptions, maxBodyBytes: options.maxBodyBytes, signsBody: true }),
      // Documented only: the MAC is checked over the raw bytes, then the lines are read with their own report.
      ...documentationOnly,
      schema: {
        security: partnerKey,
        consumes: [MEMBER_FILE_CSV_CONTENT_TYPE, MEMBER_FILE_JSONL_CONTENT_TYPE],
        body: z.string().describe('The member file: CSV with its header, or JSON Lines (docs/member-file.md).'),
        response: { 200: memberFileReportSchema },
      },
    },
    async (request) => {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEMBER_FILE_MESSAGES.unsupportedType);
      const read = readMemberFile(
        request.body.toString('utf8'),
        contentType === MEMBER_FILE_CSV_CONTENT_TYPE ? 'csv' : 'jsonl',
      );
      if (!read.ok) throw new AppError('VALIDATION_FAILED', read.reason, [{ field: 'file', message: read.reason }]);
      return importMemberFile({ db, partnerCode: partnerCallOf(request).partnerCode, lines: read.lines, now: clock() });
    },
  );

  app.post(
    ACTIVATION_CAMPAIGN_PATH,
    {
      ...partnerSignedRoute({ ...keyOptions, maxBodyBytes: 1024 }),
      ...documentationOnly,
      schema: { security: partnerKey, response: { 200: activationCampaignReportSchema } },
    },
    async (request) => startActivationCampaign({ db, partnerCode: partnerCallOf(request).partnerCode, now: clock() }),
  );

  const answerPage = (reply: FastifyReply, partner: Partner, stage: UnsubscribeStage, action: string) =>
    reply
      .code(stage === 'invalid' ? 400 : 200)
      .header('Content-Security-Policy', contentSecurityPolicy(partner))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(partner, stage, action));
  const publicIdOf = (request: FastifyRequest) => {
    const query = unsubscribeQuerySchema.safeParse(request.query);
    return query.success ? publicIdOfUnsubscribeToken(options.secret, request.partner.code, query.data.token) : null;
  };

  // The token is read by hand: a link that does not work answers the page that says so, never a JSON 400.
  const unsubscribeSchema = {
    security: [],
    querystring: unsubscribeQuerySchema,
    response: { 200: page, 400: page },
  };
  app.get(UNSUBSCRIBE_PATH, { ...documentationOnly, schema: unsubscribeSchema }, async (request, reply) =>
    answerPage(reply, request.partner, publicIdOf(request) ? 'confirm' : 'invalid', request.url),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      ...documentationOnly,
      config: { signatureAuthenticated: true },
      schema: { ...unsubscribeSchema, consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'] },
    },
    async (request, reply) => {
      const publicId = publicIdOf(request);
      const done = publicId !== null && (await unsubscribeMember(db, request.partner.code, publicId, clock()));
      return answerPage(reply, request.partner, done ? 'done' : 'invalid', request.url);
    },
  );
};
