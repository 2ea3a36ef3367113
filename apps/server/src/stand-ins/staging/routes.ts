import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import {
  demoResetStatusSchema,
  honouredResponseSchema,
  maintenanceRequestSchema,
  maintenanceResponseSchema,
  sessionExpiryRequestSchema,
  sessionExpiryResponseSchema,
  STAGING_ACTIONS,
  STAGING_FEED_MAX_BYTES,
  STAGING_TOOLS_PATHS,
  stagingReservationsResponseSchema,
  transactionFeedRequestSchema,
  transactionFeedResponseSchema,
} from '@forkpoint/shared/contracts/staging-tools';
import { stagingOutboxRoutes } from '../../modules/outbox/staging-routes';
import { recordOutcome } from '../../modules/reservations/reservation-outcome';
import type { PostingMode } from '../../modules/rewards/lifecycle';
import { recordStaffAction } from '../../modules/support/audit-log-http';
import { requireStaff } from '../../modules/support/staff-guard';
import { importFeedFile } from '../../modules/transactions/import-file';
import { DemoResets } from './demo-reset';
import { bookedReservations } from './reservations';
import { setSessionExpiry } from './session-expiry-http';

export interface StagingToolsOptions {
  postingMode: PostingMode;
  /**
   * NODE_ENV=test only: the outbox answers without a staff session, as a test mail catcher (browser tests follow
   * recovery links through it, docs/decisions/0008). Every other staging tool asks for one everywhere.
   */
  openOutbox: boolean;
}

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The staging tools' API (issue 17 item 6; docs/decisions/0020). app.ts registers it only outside production,
 * so there every path under /api/StagingTools/ is a 404. Each call asks for an admin's staff session on the
 * request's partner first (before the body is read), every change carries the CSRF header and is recorded in the
 * staff audit log, and each tool is an existing service: app status, sessions, the feed import, the
 * reservation outcome and the seed.
 */
export const stagingToolsRoutes: FastifyPluginAsyncZod<StagingToolsOptions> = async (app, options) => {
  if (options.openOutbox) await app.register(stagingOutboxRoutes);

  await app.register(async (scope) => {
    const tools = scope.withTypeProvider<ZodTypeProvider>();
    tools.addHook('onRequest', requireStaff(...STAFF_PERMISSIONS.staging));
    const resets = new DemoResets({
      db: app.database.db,
      vault: app.cardVault,
      clock: app.clock,
      log: app.log,
      runLater: (what, task) => app.background.run(what, task),
    });
    const noStore = <T>(reply: { header(name: string, value: string): unknown }, body: T) => {
      return body;
    };

    if (!options.openOutbox) {
      await tools.register(stagingOutboxRoutes, {
        onRead: (request, to) =>
          recordStaffAction(request, { action: STAGING_ACTIONS.outboxRead, after: { to: to ?? null } }),
      });
    }

    tools.post(
      STAGING_TOOLS_PATHS.maintenance,
      { schema: { body: maintenanceRequestSchema, response: { 200: maintenanceResponseSchema, ...errors } } },
      async (request, reply) => {
        const before = tools.appStatus.status().maintenance;
        tools.appStatus.setMaintenance(request.body.maintenance);
        await recordStaffAction(request, {
          action: STAGING_ACTIONS.maintenance,
          before: { maintenance: before },
          after: { maintenance: request.body.maintenance },
        });
        return noStore(reply, { maintenance: tools.appStatus.status().maintenance });
      },
    );

    tools.post(
      STAGING_TOOLS_PATHS.sessionExpiry,
      { schema: { body: sessionExpiryRequestSchema, response: { 200: sessionExpiryResponseSchema, ...errors } } },
      async (request, reply) => {
        const result = await setSessionExpiry(request, reply, request.body.seconds);
        await recordStaffAction(request, {
          action: STAGING_ACTIONS.sessionExpiry,
          target: { type: 'member', id: result.publicId },
          after: { seconds: result.seconds, expiresAt: result.expiresAt },
        });
        return noStore(reply, result);
      },
    );

    tools.post(
      STAGING_TOOLS_PATHS.transactionFeed,
      {
        // The file as JSON text: escaping may grow it, so the body may be somewhat larger than the file.
        bodyLimit: Math.ceil(STAGING_FEED_MAX_BYTES * 1.5),
        schema: { body: transactionFeedRequestSchema, response: { 200: transactionFeedResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const report = await importFeedFile({
          db: tools.database.db,
          clock: tools.clock,
          cardVault: tools.cardVault,
          partners: tools.partners,
          text: request.body.csv,
          // A held file waits for the program (lifecycle.ts 'held'); otherwise the server's own posting mode.
          postingMode: request.body.holdPostingFile ? 'held' : options.postingMode,
        });
        await recordStaffAction(request, {
          action: STAGING_ACTIONS.transactionFeed,
          target: { type: 'feed-import', id: String(report.importId ?? 'none') },
          after: {
            fileName: request.body.fileName ?? null,
            rowsRead: report.rowsRead,
            applied: report.applied,
            holdPostingFile: request.body.holdPostingFile ?? false,
          },
        });
        return noStore(reply, report);
      },
    );

    tools.get(
      STAGING_TOOLS_PATHS.reservations,
      { schema: { response: { 200: stagingReservationsResponseSchema, ...errors } } },
      async (request, reply) =>
        noStore(reply, { reservations: await bookedReservations(tools.database.db, request.partner.code) }),
    );

    tools.post(
      `${STAGING_TOOLS_PATHS.reservations}/:id/Honoured`,
      {
        schema: { params: z.object({ id: z.string().max(64) }), response: { 200: honouredResponseSchema, ...errors } },
      },
      async (request, reply) => {
        // The webhook's own service: the bonus is paid once, whoever reports the outcome and however often.
        const reservation = await recordOutcome(
          tools.database.db,
          request.partner,
          request.params.id,
          'honoured',
          tools.clock(),
          { partners: tools.partners.list(), postingMode: options.postingMode, beforeItsTime: true },
        );
        await recordStaffAction(request, {
          action: STAGING_ACTIONS.reservationHonoured,
          target: { type: 'reservation', id: reservation.id },
          after: { status: reservation.status, bonusAmount: reservation.bonusAmount },
        });
        return noStore(reply, reservation);
      },
    );

    tools.get(
      STAGING_TOOLS_PATHS.demoReset,
      { schema: { response: { 200: demoResetStatusSchema, ...errors } } },
      async (request, reply) => noStore(reply, { job: resets.latest(request.partner.code) }),
    );

    tools.post(
      STAGING_TOOLS_PATHS.demoReset,
      { schema: { response: { 202: demoResetStatusSchema, ...errors } } },
      async (request, reply) => {
        const job = resets.start(request.partner);
        await recordStaffAction(request, {
          action: STAGING_ACTIONS.demoReset,
          target: { type: 'partner', id: request.partner.code },
        });
        return noStore(reply.code(202), { job });
      },
    );
  });
};
