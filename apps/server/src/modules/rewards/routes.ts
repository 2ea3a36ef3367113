import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityPageQuerySchema,
  bonusEnrollmentSchema,
  dineSummarySchema,
  pagedActivitySchema,
  statementCreditBalanceSchema,
} from '@forkpoint/shared';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { AppError } from '../../lib/app-error';
import { activityPage, pageOf } from './activity';
import { enrollInBonus, findBonusMember } from './bonuses';
import { benefitInProgramUnits, memberYear, yearTotals } from './dining-status';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { balanceCents } from './statement-credits';
import { signedInSession } from '../auth/sessions-plugin';

/** The native app names itself in the user agent ("canvas/3.2.0", spec part 1 §4 Native app). */
const NATIVE_APP_MARKER = /\bcanvas\/\d+(?:\.\d+)*/i;

/**
 * The member's rewards calls (spec part 2 §7; docs/rewards.md "Member calls"). Every one needs a signed-in
 * member and reads only that member's rows in the host's partner.
 */
export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const signedIn = { preHandler: app.requireMember };
  const memberOf = (request: FastifyRequest) => ({ id: signedInSession(request).member.id, partner: request.partner });
  const cashOnly = (request: FastifyRequest) => {
    if (!isCashProgram(request.partner.currencyType)) {
      throw new AppError('NOT_FOUND', 'This program earns no statement credits.');
    }
  };

  app.get(
    MEMBER_PATHS.transactions,
    { ...signedIn, schema: { querystring: activityPageQuerySchema, response: { 200: pagedActivitySchema } } },
    async (request) => {
      return activityPage(db, memberOf(request), pageOf(request.query), false);
    },
  );

  app.get(
    MEMBER_PATHS.statementCredits,
    { ...signedIn, schema: { querystring: activityPageQuerySchema, response: { 200: pagedActivitySchema } } },
    async (request) => {
      cashOnly(request);
      return activityPage(db, memberOf(request), pageOf(request.query), true);
    },
  );

  app.get(
    MEMBER_PATHS.statementCreditBalance,
    { ...signedIn, schema: { response: { 200: statementCreditBalanceSchema } } },
    async (request) => {
      cashOnly(request);
      return { memberBalance: (await balanceCents(db, memberOf(request).id)) / 100 };
    },
  );

  app.get(
    MEMBER_PATHS.dineSummary,
    { ...signedIn, schema: { response: { 200: dineSummarySchema } } },
    async (request) => {
      const { id } = memberOf(request);
      // The member's calendar year, as diningProgress counts it (dining-status.ts memberYear).
      const totals = await yearTotals(db, id, await memberYear(db, id, app.clock()));
      return {
        currentYearBenefits: benefitInProgramUnits(totals.benefit, request.partner),
        currentYearDines: totals.dines,
      };
    },
  );

  app.post(
    MEMBER_PATHS.bonus,
    {
      ...signedIn,
      schema: { params: z.object({ code: z.string().max(40) }), response: { 200: bonusEnrollmentSchema } },
    },
    async (request) => {
      const member = await findBonusMember(db, request.partner.code, memberOf(request).id);
      if (!member) throw new AppError('NOT_FOUND', 'This bonus is not available to you.');
      const bonus = await enrollInBonus(db, member, request.partner, request.params.code, {
        now: app.clock(),
        inNativeApp: NATIVE_APP_MARKER.test(request.headers['user-agent'] ?? ''),
      });
      return { bonus };
    },
  );
};
