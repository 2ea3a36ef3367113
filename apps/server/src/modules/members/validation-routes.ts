import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateEmailQuerySchema, validateZipQuerySchema, validationResultSchema } from '@forkpoint/shared';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { isValidEmail, isValidPartnerNumber, normalizeEmail } from '@forkpoint/shared/rules/member-fields';
import type { RateLimit } from '../../lib/rate-limit';
import { findMemberByEmail, findMemberByPartnerNumber } from './repository';
import { isUsZip } from './us-zip';

/**
 * GET /api/Members/Validate/Email?email&usePpn — isValid: a well-formed e-mail (or, with usePpn, a
 * partner number) that no member of this partner holds yet; false sends the home form to login.
 * GET /api/Members/Validate/Zip?zip — isValid: a ZIP located in the U.S.
 */
export const memberValidationRoutes: FastifyPluginAsyncZod<{ authRateLimit: RateLimit }> = async (
  app,
  { authRateLimit },
) => {
  const db = app.database.db;

  app.get(
    MEMBER_PATHS.validateEmail,
    {
      config: { rateLimit: authRateLimit },
      schema: { querystring: validateEmailQuerySchema, response: { 200: validationResultSchema } },
    },
    async (request) => {
      const { email, usePpn } = request.query;
      const partner = request.partner;
      const normalized = normalizeEmail(email);
      if (isValidEmail(normalized)) {
        return { isValid: !(await findMemberByEmail(db, partner.code, normalized)) };
      }
      if (usePpn && partner.hasPPN && isValidPartnerNumber(email, partner.partnerNumberPattern)) {
        return { isValid: !(await findMemberByPartnerNumber(db, partner.code, email.trim())) };
      }
      return { isValid: false };
    },
  );

  app.get(
    MEMBER_PATHS.validateZip,
    { schema: { querystring: validateZipQuerySchema, response: { 200: validationResultSchema } } },
    async (request) => ({ isValid: isUsZip(request.query.zip) }),
  );
};
