import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redirectAnswer } from '../../lib/http/documented-answers';
import type { Partner } from '@forkpoint/shared';
import { SSO_ERROR_CODES, SSO_MESSAGES, SSO_PATHS, ssoLoginQuerySchema } from '@forkpoint/shared/contracts/sso';
import { AppError, ERROR_STATUS, type ErrorCode } from '../../lib/app-error';
import { apiError, sendError } from '../../plugins/errors';
import { VISITOR_COOKIE } from '../../plugins/csrf';
import type { RateLimit } from '../../lib/rate-limit';
import { startLoginRequest, takeLoginRequest } from './login-requests';
import { SsoRefusedError, type RelyingParty, type SsoClientSettings } from './relying-party';
import { SSO_POST_LOGOUT_PATH, safeReturnTo, siteOrigin } from './site-urls-http';
import { profileFromClaims, signInSsoMember } from './sso-members';

export interface SsoRoutesOptions {
  relyingParty: RelyingParty;
  /** Outside production any host may serve any partner (?partner=), so redirect URIs use the request's. */
  trustAnyHost: boolean;
  authRateLimit: RateLimit;
}

const callbackQuerySchema = z.looseObject({
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/**
 * GET /api/Sso/Login, /api/Sso/Callback and /api/Sso/SignOut (docs/decisions/0010): browser
 * navigations that take an sso partner's member to the identity provider and back, signed in.
 * Other partners answer 404.
 */
export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesOptions> = async (app, options) => {
  const { relyingParty: rp } = options;
  const db = app.database.db;

  const settingsOf = (partner: Partner): SsoClientSettings => {
    if (partner.enrollmentType !== 'sso') throw new AppError('NOT_FOUND', SSO_MESSAGES.notOffered);
    const settings = rp.settingsFor(partner);
    if (!settings) throw new AppError('UNAVAILABLE', SSO_MESSAGES.unavailable);
    return settings;
  };
  const configurationOf = async (partner: Partner, settings: SsoClientSettings) => {
    try {
      return await rp.configurationFor(partner.code, settings);
    } catch (error) {
      app.log.error({ err: error, partner: partner.code, issuer: settings.issuer.href }, 'sso discovery failed');
      throw new AppError('UNAVAILABLE', SSO_MESSAGES.unavailable);
    }
  };
  const redirect = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 302);
  const refuse = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode, message: string) =>
    sendError(reply.header('cache-control', 'no-store'), apiError(request, ERROR_STATUS[code], code, message));

  app.get(
    SSO_PATHS.login,
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        querystring: ssoLoginQuerySchema,
        response: { 302: redirectAnswer("To the partner's identity provider.") },
      },
    },
    async (request, reply) => {
      const settings = settingsOf(request.partner);
      const returnTo = safeReturnTo(request.query.returnTo);
      if (!returnTo) {
        throw new AppError('VALIDATION_FAILED', SSO_MESSAGES.returnToInvalid, [
          { field: 'returnTo', message: SSO_MESSAGES.returnToInvalid },
        ]);
      }
      const configuration = await configurationOf(request.partner, settings);
      const visitorId = app.visitorIdOf(request, reply);
      const redirectUri = `${siteOrigin(app, request, options.trustAnyHost)}${SSO_PATHS.callback}`;
      const { state } = await startLoginRequest(db, {
        partnerCode: request.partner.code,
        visitorId,
        redirectUri,
        returnTo,
        rememberMe: request.query.rememberMe === 'true',
        now: app.clock(),
      });
      const url = await rp.authorizationUrl(configuration, { settings, redirectUri, state, visitorId });
      return redirect(reply, url.href);
    },
  );

  app.get(
    SSO_PATHS.callback,
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        querystring: callbackQuerySchema,
        response: { 302: redirectAnswer('Signed in (or declined): back to where the visitor started.') },
      },
    },
    async (request, reply) => {
      const partner = request.partner;
      const settings = settingsOf(partner);
      const { state, error } = request.query;
      const visitorId = request.cookies[VISITOR_COOKIE];
      const pending =
        state && visitorId
          ? await takeLoginRequest(db, { state, partnerCode: partner.code, visitorId, now: app.clock() })
          : null;
      if (!state || !visitorId || !pending) {
        return refuse(request, reply, SSO_ERROR_CODES.requestInvalid, SSO_MESSAGES.requestInvalid);
      }
      // Declined or cancelled at the identity provider: back where the visitor started, signed out.
      if (error) return redirect(reply, pending.returnTo);

      const configuration = await configurationOf(partner, settings);
      const callbackUrl = new URL(pending.redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      let identity;
      try {
        identity = await rp.finish(configuration, { callbackUrl, state, visitorId });
      } catch (failure) {
        request.log.warn({ err: failure, partner: partner.code }, 'sso code exchange failed');
        if (!(failure instanceof SsoRefusedError)) throw new AppError('UNAVAILABLE', SSO_MESSAGES.unavailable);
        return refuse(request, reply, SSO_ERROR_CODES.failed, SSO_MESSAGES.failed);
      }
      const member = await signInSsoMember(db, {
        partner,
        subject: identity.subject,
        profile: profileFromClaims(identity.claims, partner, settings.partnerNumberClaim),
        now: app.clock(),
      });
      await app.startSession(request, reply, { memberId: member.id, rememberMe: pending.rememberMe });
      return redirect(reply, pending.returnTo);
    },
  );

  // Ends this browser's session here, then at the identity provider when it offers RP-initiated logout.
  const signedOut = { 302: redirectAnswer("Signed out: to the identity provider's sign-out, or the home page.") };
  app.get(SSO_PATHS.signOut, { schema: { response: signedOut } }, async (request, reply) => {
    const partner = request.partner;
    if (partner.enrollmentType !== 'sso') throw new AppError('NOT_FOUND', SSO_MESSAGES.notOffered);
    await app.endSession(request, reply);
    const settings = rp.settingsFor(partner);
    const home = `${siteOrigin(app, request, options.trustAnyHost)}${SSO_POST_LOGOUT_PATH}`;
    let location = SSO_POST_LOGOUT_PATH;
    if (settings) {
      try {
        location = (await rp.endSessionUrl(await rp.configurationFor(partner.code, settings), home))?.href ?? location;
      } catch (failure) {
        // Signed out here all the same; the identity provider's own session simply stays.
        request.log.warn({ err: failure, partner: partner.code }, 'sso sign-out at the identity provider skipped');
      }
    }
    return redirect(reply, location);
  });
};
