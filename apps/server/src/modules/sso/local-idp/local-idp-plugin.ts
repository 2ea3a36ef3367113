import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Partner } from '@forkpoint/shared';
import type { PartnerRegistry } from '../../partners/partner-registry';
import { IdpDirectory } from './demo-users';
import { interactionRoutes } from './interaction-routes';
import { LOCAL_IDP_PATH } from './local-clients';
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
