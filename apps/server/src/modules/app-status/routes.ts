import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_STATUS_PATH, appStatusResponseSchema } from '@forkpoint/shared/contracts/app-status';
import { createAppStatusService, type AppStatusService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read by GET /api/app-status; the staging tools toggle maintenance through it. */
    appStatus: AppStatusService;
  }
}

export interface AppStatusOptions {
  /** The starting maintenance state (env MAINTENANCE_MODE). */
  maintenance: boolean;
  /** False in production: the staging tools are hidden there. */
  stagingTools: boolean;
}

const appStatus: FastifyPluginAsyncZod<AppStatusOptions> = async (app, options) => {
  app.decorate(
    'appStatus',
    createAppStatusService({ maintenance: options.maintenance, stagingTools: options.stagingTools }),
  );
  app.get(APP_STATUS_PATH, { schema: { response: { 200: appStatusResponseSchema } } }, async (_request) => {
    // A switch must reach every open page on its next load, so no cache may keep the old state.
    return app.appStatus.status();
  });
};

/** Not encapsulated (fastify-plugin), so later plugins such as the staging tools see app.appStatus. */
export const appStatusRoutes = fp(appStatus, { name: 'app-status' });
