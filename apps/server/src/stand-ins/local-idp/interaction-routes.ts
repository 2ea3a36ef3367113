import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionDetails, InteractionResult } from 'oidc-provider';
import type { Partner } from '@forkpoint/shared';
import { isDemoPassword, type IdpDirectory } from './demo-users';
import { LOCAL_IDP_PATH, partnerOfLocalClient } from './local-clients';
import { consentPage, idpContentSecurityPolicy, loginPage, messagePage, type LoginPageInput } from './pages';

export interface InteractionRoutesOptions {
  /** The provider, built on first use. */
  provider: () => Promise<Provider>;
  directory: IdpDirectory;
  partners: readonly Partner[];
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> | undefined }>;

const FORM_LIMIT_BYTES = 4096;
export const INVALID_LOGIN = 'The e-mail or password is not right.';
const EXPIRED = 'This sign-in request has expired. Go back to the site and start again.';

/**
 * The login and consent screens of the local identity provider. oidc-provider keeps the
 * interaction (bound to its cookie); these routes show it and hand the user's answer back.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { directory } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, page: string, formTargets: string[] = []) =>
    reply
      .code(status)
      .header('content-security-policy', idpContentSecurityPolicy(formTargets))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);

  /** The interaction this browser holds for the uid in the path, or null (expired, or not this browser's). */
  const interactionOf = async (request: UidRequest, reply: FastifyReply): Promise<InteractionDetails | null> => {
    const provider = await options.provider();
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : null;
    } catch {
      return null;
    }
  };
  const partnerOf = (details: InteractionDetails) => {
    const code = partnerOfLocalClient(details.params.client_id);
    return options.partners.find((p) => p.code === code);
  };
  const finish = async (request: UidRequest, reply: FastifyReply, result: InteractionResult) => {
    const merge = !('error' in result);
    const provider = await options.provider();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };
  const showLogin = (
    reply: FastifyReply,
    details: InteractionDetails,
    partner: Partner,
    status = 200,
    extra: Pick<LoginPageInput, 'email' | 'error'> = {},
  ) =>
    html(
      reply,
      status,
      loginPage({
        uid: details.uid,
        partnerName: partner.terms.partner,
        demoEmails: directory.usersOf(partner.code).map((u) => u.email),
        ...extra,
      }),
      [details.params.redirect_uri ?? ''],
    );

  app.get(`${LOCAL_IDP_PATH}/interaction/:uid`, async (request: UidRequest, reply) => {
    const details = await interactionOf(request, reply);
    const partner = details && partnerOf(details);
    if (!details || !partner) return html(reply, 400, messagePage('Sign-in expired', EXPIRED));
    if (details.prompt.name === 'login') return showLogin(reply, details, partner);
    const user = directory.find(details.session?.accountId ?? '');
    return html(
      reply,
      200,
      consentPage({
        uid: details.uid,
        partnerName: partner.terms.partner,
        programName: partner.terms.program,
        userEmail: user?.email ?? '',
      }),
      [details.params.redirect_uri ?? ''],
    );
  });

  app.post(`${LOCAL_IDP_PATH}/interaction/:uid/login`, async (request: UidRequest, reply) => {
    const details = await interactionOf(request, reply);
    const partner = details && partnerOf(details);
    if (!details || !partner || details.prompt.name !== 'login') {
      return html(reply, 400, messagePage('Sign-in expired', EXPIRED));
    }
    const email = request.body?.email ?? '';
    const user = directory.findByEmail(partner.code, email);
    // Checked even for an unknown e-mail, so both answers take the same time.
    const passwordOk = isDemoPassword(request.body?.password ?? '');
    if (!user || !passwordOk) return showLogin(reply, details, partner, 401, { email, error: INVALID_LOGIN });
    return finish(request, reply, { login: { accountId: user.sub } });
  });

  app.post(`${LOCAL_IDP_PATH}/interaction/:uid/confirm`, async (request: UidRequest, reply) => {
    const details = await interactionOf(request, reply);
    const accountId = details?.session?.accountId;
    const clientId = details?.params.client_id;
    if (!details || details.prompt.name !== 'consent' || !accountId || !clientId) {
      return html(reply, 400, messagePage('Sign-in expired', EXPIRED));
    }
    const provider = await options.provider();
    const grant =
      (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return finish(request, reply, { consent: { grantId: await grant.save() } });
  });

  app.post(`${LOCAL_IDP_PATH}/interaction/:uid/abort`, async (request: UidRequest, reply) => {
    if (!(await interactionOf(request, reply))) return html(reply, 400, messagePage('Sign-in expired', EXPIRED));
    return finish(request, reply, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' });
  });
}
