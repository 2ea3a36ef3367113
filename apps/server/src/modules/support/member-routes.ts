import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import {
  SUPPORT_MEMBER_MESSAGES,
  supportMemberActionSchema,
  supportMemberDetailSchema,
  supportMemberParamsSchema,
  supportMemberSearchQuerySchema,
  supportMemberSearchSchema,
} from '@forkpoint/shared/contracts/support-members';
import { AppError } from '../../lib/app-error';
import { publicOrigin } from '../../lib/http/public-origin';
import { recoveryEmail } from '../recovery/recovery-email';
import { issueRecoveryToken } from '../recovery/tokens';
import { recordStaffAction } from './audit-log-http';
import { memberDetail } from './member-detail';
import { searchMembers } from './member-search';
import { staffActOf } from './staff-act-http';
import { requireStaff, staffOf } from './staff-guard';
import { STAFF_MEMBER_ERRORS, staffPartnerMember } from './staff-member-lookup';
import { unlockMemberSignIn } from './unlock-member';

/**
 * The console's members (agents and admins): look-up, the member's whole picture, unlocking the sign-in
 * and sending a recovery e-mail. Every call is audited; every query is on the staff member's own partner.
 */
export const supportMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.members);
  const db = () => app.database.db;

  const memberOf = (request: FastifyRequest, publicId: string) =>
    staffPartnerMember(db(), staffOf(request).partnerCode, publicId);

  app.get(
    SUPPORT_PATHS.members,
    {
      preHandler: guard,
      schema: {
        querystring: supportMemberSearchQuerySchema,
        response: { 200: supportMemberSearchSchema, ...STAFF_MEMBER_ERRORS },
      },
    },
    async (request) => {
      const result = await searchMembers(db(), staffOf(request).partnerCode, request.query.query);
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.memberSearch,
        after: { query: request.query.query, found: result.members.map((m) => m.publicId) },
      });
      return result;
    },
  );

  app.get(
    SUPPORT_PATHS.member,
    {
      preHandler: guard,
      schema: {
        params: supportMemberParamsSchema,
        response: { 200: supportMemberDetailSchema, ...STAFF_MEMBER_ERRORS },
      },
    },
    async (request) => {
      const member = await memberOf(request, request.params.publicId);
      const detail = await memberDetail(db(), request.partner, member, app.clock());
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.memberView,
        target: { type: 'member', id: member.public_id },
      });
      return detail;
    },
  );

  app.post(
    SUPPORT_PATHS.memberUnlock,
    {
      preHandler: guard,
      schema: {
        params: supportMemberParamsSchema,
        response: { 200: supportMemberActionSchema, ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const member = await memberOf(request, request.params.publicId);
      await unlockMemberSignIn({ db: db(), act: staffActOf(request), member });
      return { done: true as const, message: SUPPORT_MEMBER_MESSAGES.unlocked };
    },
  );

  app.post(
    SUPPORT_PATHS.memberRecoveryEmail,
    {
      preHandler: guard,
      schema: {
        params: supportMemberParamsSchema,
        response: { 200: supportMemberActionSchema, ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const member = await memberOf(request, request.params.publicId);
      if (!member.has_web_profile || !member.email) throw new AppError('CONFLICT', SUPPORT_MEMBER_MESSAGES.noRecovery);
      const token = await issueRecoveryToken(db(), {
        memberId: member.id,
        partnerCode: member.partner_code,
        now: app.clock(),
      });
      const link = `${publicOrigin(app, request)}/recover/update?token=${token}`;
      await app.mailer.send(
        recoveryEmail({ partner: request.partner, to: member.email, firstName: member.first_name, link }),
      );
      // The link itself is never recorded: it signs the member's password away.
      await recordStaffAction(request, {
        action: STAFF_ACTIONS.memberRecoveryEmail,
        target: { type: 'member', id: member.public_id },
        after: { to: member.email },
      });
      return { done: true as const, message: SUPPORT_MEMBER_MESSAGES.recoverySent };
    },
  );
};
