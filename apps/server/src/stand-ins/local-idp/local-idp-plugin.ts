import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Partner } from '@forkpoint/shared';
import type { Env } from '../../config/env';
import type { PartnerRegistry } from '../../modules/partners/partner-registry';
import type { LocalSignIn } from '../../modules/sso/sso-plugin';
import { IdpDirectory } from './demo-users';
import { interactionRoutes } from './interaction-routes';
import { inProcessFetch } from './in-process-fetch-http';
import { LOCAL_IDP_PATH, localClientId, localClientSecret, localIdpEnabled, localIdpIssuer } from './local-clients';
import { LOCAL_IDP_CSS, LOCAL_IDP_CSS_PATH } from './pages';
import { createLocalProvider } from './provider';

export interface LocalIdpOptions {
  issuer: string;
  /** The sso partners without an identity provider of their own. */
  partners: readonly Partner[];
  registry: PartnerRegistry;
  secret: string;
  /** Whether a proxy in front sets X-Forwarded-Proto and Host (env TRUST_PROXY is not false). */
  trustProxy: boolean;
}

/**
 * The local identity provider as the sso module takes it (app.ts passes it in): null where it is off
 * (production, unless SSO_LOCAL_IDP says otherwise). Its clients' ids and secrets derive from the server secret.
 */
export function localSignIn(env: Env, secret: string): LocalSignIn | null {
  if (!localIdpEnabled(env)) return null;
  const issuer = localIdpIssuer(env);
  return {
    async mount(app, partners) {
      await app.register(localIdpPlugin, {
        issuer,
        partners,
        registry: app.partners,
        secret,
        trustProxy: env.TRUST_PROXY !== false,
      });
      return {
        issuer: new URL(issuer),
        clientId: localClientId,
        clientSecret: (partnerCode) => localClientSecret(secret, partnerCode),
        fetch: inProcessFetch(app),
      };
    },
  };
}

/**
 * The local partner identity provider (docs/decisions/0010), mounted at /idp of this same server:
 * oidc-provider answers every /idp path except the login and consent screens, which are ours.
 */
export async function localIdpPlugin(app: FastifyInstance, options: LocalIdpOptions) {
  const directory = new IdpDirectory(options.partners);
  // Built on the first /idp request: servers and tests that never use it do not load oidc-provider.
  let built: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  const build = () => {
    if (!built) {
      built = createLocalProvider({ ...options, directory, db: app.database.db }).then((provider) => ({
        provider,
        handle: provider.callback(),
      }));
      built.catch(() => (built = undefined));
    }
    return built;
  };

  await app.register(interactionRoutes, {
    provider: async () => (await build()).provider,
    directory,
    partners: options.partners,
  });

  app.get(LOCAL_IDP_CSS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(LOCAL_IDP_CSS),
  );

  // oidc-provider is a Koa app reading the raw request itself: leave bodies unread, hand over the
  // raw request with the mount path cut off (it finds the path again in originalUrl, as under Express).
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    mount.all(`${LOCAL_IDP_PATH}/*`, async (request, reply) => {
      const { handle } = await build();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(LOCAL_IDP_PATH.length) || '/';
      reply.hijack();
      handle(raw, reply.raw);
    });
  });
}
