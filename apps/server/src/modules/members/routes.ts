import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORM_MESSAGES,
  activateRequestSchema,
  credentialFixRequestSchema,
  knownVisitorSchema,
  memberSchema,
  profileUpdateRequestSchema,
  publicIdParamsSchema,
} from '@forkpoint/shared';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { signedInMemberSchema } from '@forkpoint/shared/contracts/emulation';
import { FIELD_MESSAGES, isValidEmail, normalizeEmail } from '@forkpoint/shared/rules/member-fields';
import { tierAfterActivation } from '@forkpoint/shared/rules/member-tiers';
import { UNAUTHORIZED_MESSAGE, signedInSession } from '../auth/sessions-plugin';
import { AppError } from '../../lib/app-error';
import { parseForm } from '../../lib/parse-form';
import type { RateLimit } from '../../lib/rate-limit';
import { memberWithRewards } from './member-with-rewards';
import { memberEmulationOf } from '../auth/emulated-sessions';
import { toKnownVisitor } from './member-view';
import { findMemberByEmail, findMemberById, findMemberByPublicId, updateMember, type MemberRow } from './repository';
import { updateProfile } from './update-profile';
import { bodyParsedByHandler } from '../../lib/http/form-body';

/**
 * The member calls: the signed-in member (GET/PUT /api/Member), the known-visitor lookup, both
 * activations and the credential fix. Signed-in calls read the member id from the session and the
 * partner from the host, never from the client.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ authRateLimit: RateLimit }> = async (app, { authRateLimit }) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireMember };

  const sessionMember = async (partnerCode: string, id: number): Promise<MemberRow> => {
    const member = await findMemberById(db, partnerCode, id);
    if (!member) throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
    return member;
  };

  // While staff view as the member (support emulation) the answer adds `emulation`; otherwise it is the spec's.
  app.get(
    MEMBER_PATHS.member,
    { ...signedIn, schema: { response: { 200: signedInMemberSchema } } },
    async (request) => {
      const session = signedInSession(request);
      const row = await sessionMember(request.partner.code, session.member.id);
      const member = await memberWithRewards(db, request.partner, row, app.clock());
      const emulation = await memberEmulationOf(db, request.partner.code, session.emulationId);
      return emulation ? { ...member, emulation } : member;
    },
  );

  app.put(
    MEMBER_PATHS.member,
    {
      ...signedIn,
      config: { rateLimit: authRateLimit },
      ...bodyParsedByHandler,
      schema: { body: profileUpdateRequestSchema, response: { 200: memberSchema } },
    },
    async (request, reply) => {
      const input = parseForm(profileUpdateRequestSchema, request.body, FORM_MESSAGES.profile);
      const session = signedInSession(request);
      const { member, passwordChanged } = await updateProfile({
        db,
        partner: request.partner,
        clock: app.clock,
        memberId: session.member.id,
        input,
      });
      // A new password ended every session of the member, this one included: this browser gets a fresh one.
      if (passwordChanged) {
        await app.startSession(request, reply, { memberId: session.member.id, rememberMe: session.rememberMe });
      }
      return member;
    },
  );

  app.get(
    MEMBER_PATHS.knownVisitor,
    {
      config: { rateLimit: authRateLimit },
      schema: { params: publicIdParamsSchema, response: { 200: knownVisitorSchema } },
    },
    async (request) => {
      const member = await findMemberByPublicId(db, request.partner.code, request.params.publicId);
      if (!member) throw new AppError('NOT_FOUND', 'No member has this public id.');
      return toKnownVisitor(member);
    },
  );

  // The signed-in member activates their own account.
  app.post(
    MEMBER_PATHS.activate,
    { ...signedIn, schema: { body: activateRequestSchema, response: { 200: memberSchema } } },
    async (request) => {
      const member = await sessionMember(request.partner.code, signedInSession(request).member.id);
      if (request.body.publicId !== member.public_id) throw new AppError('FORBIDDEN', FORM_MESSAGES.activationFailed);
      return memberWithRewards(db, request.partner, await activate(member), app.clock());
    },
  );

  // Tier 1 activation from /activate: a known visitor, identified by the public id of their link.
  app.post(
    MEMBER_PATHS.activateKnownVisitor,
    {
      config: { rateLimit: authRateLimit },
      schema: { body: activateRequestSchema, response: { 200: knownVisitorSchema } },
    },
    async (request) => {
      const member = await findMemberByPublicId(db, request.partner.code, request.body.publicId);
      if (!member) throw new AppError('NOT_FOUND', FORM_MESSAGES.activationFailed);
      return toKnownVisitor(await activate(member));
    },
  );

  // /fix_credentials: a member flagged as needing an e-mail update replaces it.
  app.put(
    MEMBER_PATHS.credentials,
    {
      ...signedIn,
      ...bodyParsedByHandler,
      schema: { body: credentialFixRequestSchema, response: { 200: memberSchema } },
    },
    async (request) => {
      const input = parseForm(credentialFixRequestSchema, request.body, FORM_MESSAGES.profile);
      const member = await sessionMember(request.partner.code, signedInSession(request).member.id);
      if (!member.needs_email_update) throw new AppError('FORBIDDEN', FIELD_MESSAGES.emailChangeBySupport);
      const email = normalizeEmail(input.email);
      const fail = (message: string) => {
        throw new AppError('VALIDATION_FAILED', FORM_MESSAGES.profile, [{ field: 'email', message }]);
      };
      if (email === '') fail(FIELD_MESSAGES.required);
      if (!isValidEmail(email)) fail(FIELD_MESSAGES.emailInvalid);
      if (email === member.email) fail(FIELD_MESSAGES.emailMustChange);
      const holder = await findMemberByEmail(db, request.partner.code, email);
      if (holder && holder.id !== member.id) fail(FIELD_MESSAGES.emailInUse(request.partner.terms));
      const updated = await updateMember(db, request.partner.code, member.id, {
        email,
        needs_email_update: false,
        updated_at: app.clock(),
      });
      return memberWithRewards(db, request.partner, updated, app.clock());
    },
  );

  /** NonActivated → the tier the member's e-mail opt-in earns; any other tier stays (idempotent). */
  async function activate(member: MemberRow): Promise<MemberRow> {
    if (member.tier_level !== 'NonActivated') return member;
    return updateMember(db, member.partner_code, member.id, {
      tier_level: tierAfterActivation(member.email_opt_in),
      updated_at: app.clock(),
    });
  }
};
