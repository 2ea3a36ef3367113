import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env';
import { authRateLimit } from '../../lib/rate-limit';
import { adjustmentRoutes } from './adjustment-routes';
import { approvalRoutes } from './approval-routes';
import { auditRoutes } from './audit-routes';
import { emulationMemberRoutes } from './emulation-member-routes';
import { emulationConsoleRoutes } from './emulation-routes';
import { claimQueueRoutes } from './claim-routes';
import { supportMemberRoutes } from './member-routes';
import { staffSessionRoutes } from './session-routes';
import { staffManagementRoutes } from './staff-management-routes';
import { staffTotpKeyringFromEnv } from '../../lib/totp-secrets';
import { integrationKeyRoutes } from './integration-key-routes';
import { restaurantRoutes } from './restaurant-routes';
import { restaurantPhotoRoutes } from './restaurant-photo-routes';
import { restaurantOfferRoutes } from './restaurant-offer-routes';
import { postingFileRoutes } from './posting-file-routes';

/**
 * The support console's API under /api/Support/ (issue 18; docs/decisions/0019-support-console.md): each
 * area below behind requireStaff(...STAFF_PERMISSIONS.<area>). staffGuardPlugin (staff-guard.ts) is registered
 * before this in app.ts, so the areas that live with their own module (content/console-routes.ts,
 * stand-ins/staging/routes.ts, impressions/analytics-routes.ts) guard their routes with the same requireStaff.
 */
export async function supportRoutes(
  app: FastifyInstance,
  {
    env,
  }: {
    env: Pick<Env, 'AUTH_RATE_LIMIT_MAX' | 'SUPPORT_CONSOLE_ORIGIN' | 'STAFF_TOTP_KEY' | 'STAFF_TOTP_PREVIOUS_KEYS'>;
  },
) {
  // The key staff TOTP secrets are sealed under (decision 0026): sign-in opens them, staff management seals new ones.
  const keyring = staffTotpKeyringFromEnv(env);
  await app.register(staffSessionRoutes, { authRateLimit: authRateLimit(env), keyring });
  await app.register(auditRoutes);
  await app.register(supportMemberRoutes);
  // Emulation (item 5): the console's start and end, and the member app's entry link and refused-exit report.
  await app.register(emulationConsoleRoutes, { consoleOrigin: env.SUPPORT_CONSOLE_ORIGIN });
  await app.register(emulationMemberRoutes, { authRateLimit: authRateLimit(env) });
  await app.register(adjustmentRoutes);
  // Adjustments past their requester's 24-hour limits wait here for an admin (issue 28).
  await app.register(approvalRoutes);
  await app.register(claimQueueRoutes);
  await app.register(staffManagementRoutes, { keyring });
  // The program's integration keys, which its machines sign posting-file calls with (issue 28); sealed under the same key.
  await app.register(integrationKeyRoutes, { keyring });
  // Restaurants and the offers API, for catalog managers and admins (issue 32).
  await app.register(restaurantRoutes);
  await app.register(restaurantOfferRoutes);
  await app.register(restaurantPhotoRoutes);
  // The program's posting files and their lines' answers; a rejected line's reward sent again (issue 33).
  await app.register(postingFileRoutes);
}
