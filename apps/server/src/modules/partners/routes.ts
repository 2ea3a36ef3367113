import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsResponseSchema, partnerListResponseSchema, publicPartnerSchema } from '@forkpoint/shared';
import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import { appManifestRoutes } from './app-manifest';
import { robotsRoutes } from './robots-routes';
import { documentationOnly, fileAnswer } from '../../lib/http/documented-answers';

export interface PartnerRoutesOptions {
  partnersDir: string;
}

export const partnerRoutes: FastifyPluginAsyncZod<PartnerRoutesOptions> = async (app, options) => {
  // Logos are small files read once; a missing one fails start-up (the loader checked them).
  const logos = new Map(
    app.partners.list().map((p) => [p.code, readFileSync(join(options.partnersDir, p.theme.logo), 'utf8')]),
  );

  await app.register(appManifestRoutes, { logos });
  await app.register(robotsRoutes);

  app.get(APP_PATHS.partners, { schema: { response: { 200: partnerListResponseSchema } } }, async () => ({
    partners: app.partners.list().map(({ code, name }) => ({ code, name })),
  }));

  // Documented only: the answer is already publicPartnerSchema's output (its transform cannot run twice).
  app.get(
    APP_PATHS.partner,
    { ...documentationOnly, schema: { response: { 200: publicPartnerSchema } } },
    async (request) => publicPartnerSchema.parse(request.partner),
  );

  const logo = { 200: fileAnswer('image/svg+xml', "The partner's logo.") };
  app.get('/api/partner/logo.svg', { schema: { response: logo } }, async (request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return reply.type('image/svg+xml').send(logos.get(request.partner.code));
  });

  app.get(APP_PATHS.featureFlags, { schema: { response: { 200: featureFlagsResponseSchema } } }, async (request) =>
    featureFlagsFor(request.partner),
  );
};
