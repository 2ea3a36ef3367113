import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Partner } from '@forkpoint/shared';
import type { Env } from './config/env';
import type { Database } from './db/database';
import { databasePlugin } from './plugins/database';
import { metricsPlugin } from './plugins/metrics';
import { storableTextPlugin } from './plugins/storable-text';
import { backgroundPlugin } from './plugins/background';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { apiCachingPlugin } from './plugins/api-caching';
import { tenantPlugin } from './modules/partners/tenant-plugin';
import { csrfPlugin } from './plugins/csrf';
import { spaPlugin } from './plugins/spa';
import { openApiPlugin } from './plugins/openapi';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { createStartupDataService } from './modules/startup-data/service';
import { sessionsPlugin } from './modules/auth/sessions-plugin';
import { mailerPlugin } from './modules/outbox/mailer-plugin';
import { captchaPlugin } from './modules/captcha/plugin';
import { systemClock, type Clock } from './lib/clock';
import { identityRoutes } from './modules/identity/routes';
import { ssoPlugin } from './modules/sso/sso-plugin';
import { PartnerRegistry } from './modules/partners/partner-registry';
import { PARTNERS_DIR } from './modules/partners/partner-files';
import { partnerRoutes } from './modules/partners/routes';
import { healthRoutes } from './modules/health/routes';
import { csrfRoutes } from './modules/csrf/routes';
import { contentRoutes } from './modules/content/routes';
import { impressionRoutes } from './modules/impressions/routes';
import { analyticsRoutes } from './modules/impressions/analytics-routes';
import { stagingToolsRoutes } from './stand-ins/staging/routes';
import { localSignIn } from './stand-ins/local-idp/local-idp-plugin';
import { LocalReservationProvider } from './stand-ins/local-reservations/local-provider';
import { appStatusRoutes } from './modules/app-status/routes';
import { locationRoutes } from './modules/locations/routes';
import { merchantRoutes } from './modules/merchants/routes';
import { sessionViewer } from './modules/merchants/viewer-http';
import { flexOfferRoutes } from './modules/flex-offers/routes';
import { drawnMerchantPicture, homeHeroRoutes } from './stand-ins/drawn-images/routes';
import { photoStorePlugin } from './modules/photos/photo-store-plugin';
import { photoStoreFromEnv } from './modules/photos/photo-store-config';
import { photoRoutes } from './modules/photos/routes';
import { merchantImageRoutes } from './modules/photos/merchant-image-routes';
import { catalogImportRoutes } from './modules/catalog/routes';
import { cardVaultRoutes } from './modules/card-vault/routes';
import { cardFramePageRoutes } from './modules/card-frame/routes';
import { cardRoutes } from './modules/cards/routes';
import { resolveCardEntry } from './modules/card-entry/card-entry-setup';
import { cardEntryRoutes } from './modules/card-entry/routes';
import { standInProvider } from './stand-ins/card-entry/stand-in-provider';
import { cardEntryStandInRoutes } from './stand-ins/card-entry/routes';
import { rewardRoutes } from './modules/rewards/routes';
import { notificationsPlugin } from './modules/notifications/notifications-plugin';
import { postingRoutes } from './modules/rewards/posting-routes';
import { memberFileRoutes } from './modules/members/member-file-routes';
import { reviewRoutes } from './modules/reviews/routes';
import { claimRoutes } from './modules/claims/routes';
import { transactionFeedRoutes } from './modules/transactions/routes';
import { RECAPTCHA_CSP_SOURCES } from './modules/captcha/recaptcha';
import { mapRoutes } from './modules/map/routes';
import { reservationRoutes, type ReservationRoutesOptions } from './modules/reservations/routes';
import { reservationOutcomeRoutes } from './modules/reservations/outcome-routes';
import { orderingRoutes } from './stand-ins/ordering/routes';
import { surveyRoutes } from './modules/surveys/routes';
import { staffGuardPlugin } from './modules/support/staff-guard';
import { emulationGuardPlugin } from './modules/support/emulation-guard';
import { supportRoutes } from './modules/support/routes';
import { contentConsoleRoutes } from './modules/content/console-routes';
import { serverErrorReporter } from './modules/error-reports/report-server-error';
import { errorReceiverRoutes } from './modules/error-reports/receiver-routes';
import { errorReportConsoleRoutes } from './modules/error-reports/console-routes';
import { staffTotpKeyringFromEnv } from './lib/totp-secrets';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  env: Env;
  database: Database;
  partners: readonly Partner[];
  logger?: FastifyServerOptions['logger'];
  /** "Now" for sessions, lockouts and recovery links; tests pass a movable clock. */
  clock?: Clock;
  /** How the hosted-fields verifiers reach their providers (tests pass a fake); the global fetch otherwise. */
  cardEntryFetch?: typeof fetch;
  /** The booking and card providers behind reservations (tests pass failing ones); our own book and vault otherwise. */
  reservations?: Partial<ReservationRoutesOptions>;
}

/** Builds the whole app as a plugin tree; server.ts listens, tests use app.inject(). */
export async function buildApp(options: AppOptions) {
  const { env } = options;
  const production = env.NODE_ENV === 'production';
  const clock = options.clock ?? systemClock;
  // Each program's card entry, checked before anything starts: a live key outside production, a test key in it,
  // or a missing secret key refuses the start (CardEntryConfigError lists every one).
  const cardEntryStandIn =
    env.CARD_ENTRY_PROVIDER === 'stand-in' ? standInProvider({ secret: env.SESSION_SECRET, clock }) : undefined;
  const cardEntry = resolveCardEntry({
    production,
    partners: options.partners,
    secretKeys: env.CARD_ENTRY_SECRET_KEYS,
    ...(cardEntryStandIn ? { standIn: cardEntryStandIn } : {}),
    ...(options.cardEntryFetch ? { fetch: options.cardEntryFetch } : {}),
  });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every answer of 500 is reported: to SENTRY_DSN, or stored for the console (docs/error-reporting.md).
  const reportError = serverErrorReporter({
    dsn: env.SENTRY_DSN,
    release: env.APP_RELEASE ?? 'development',
    environment: env.NODE_ENV,
  });
  await app.register(errorsPlugin, {
    reportServerError: (error, request) =>
      reportError({
        db: app.database.db,
        partnerCode: request.partner?.code ?? options.partners[0]?.code ?? '',
        requestId: String(request.id),
        url: `${request.method} ${request.url}`,
        error,
        now: clock(),
      }),
  });
  await app.register(storableTextPlugin);
  await app.register(backgroundPlugin);
  await app.register(databasePlugin, { database: options.database });
  // GET /metrics, and app.metrics for the features below (before them: the mailer and sessions add gauges).
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  await app.register(cookie);
  await app.register(apiCachingPlugin);
  await app.register(securityPlugin, {
    production,
    rateLimitMax: env.RATE_LIMIT_MAX,
    mapTileUrl: env.MAP_TILE_URL,
    counters:
      env.RATE_LIMIT_COUNTERS ??
      (env.REDIS_URL ? 'redis' : options.database.engine === 'postgres' ? 'database' : 'memory'),
    redisUrl: env.REDIS_URL,
    cspSources: {
      // The hosted-fields providers' origins, only for programs configured with one (the stand-in is 'self').
      scriptSrc: [
        ...(env.CAPTCHA_PROVIDER === 'recaptcha' ? RECAPTCHA_CSP_SOURCES.scriptSrc : []),
        ...cardEntry.cspSources.scriptSrc,
      ],
      frameSrc: [
        ...(env.CAPTCHA_PROVIDER === 'recaptcha' ? RECAPTCHA_CSP_SOURCES.frameSrc : []),
        ...cardEntry.cspSources.frameSrc,
      ],
      // The browser's error reports go to SENTRY_DSN_WEB's host when one is set.
      connectSrc: [
        ...(env.SENTRY_DSN_WEB ? [new URL(env.SENTRY_DSN_WEB).origin] : []),
        ...cardEntry.cspSources.connectSrc,
      ],
    },
  });
  await app.register(tenantPlugin, {
    registry: new PartnerRegistry(options.partners, { localHosts: !production }),
    defaultPartner: env.DEFAULT_PARTNER,
    allowPartnerOverride: !production,
  });
  await app.register(csrfPlugin, { secret: env.SESSION_SECRET, secureCookies: production });
  await app.register(sessionsPlugin, { clock, secureCookies: production });
  // Staff sign-in (request.staff, requireStaff) for the support console and the staging tools.
  await app.register(staffGuardPlugin, { secureCookies: production });
  // Staff viewing as a member: every mutating call audited, card and profile changes refused (before any route).
  await app.register(emulationGuardPlugin);
  // Services the routes share, built once: e-mail (recovery, cards) and the forms' captcha.
  await app.register(mailerPlugin, { env, clock });
  await app.register(captchaPlugin, { env });
  // GET /api/openapi.json and the reference page at /api/docs, from the routes' schemas: before the routes.
  await app.register(openApiPlugin, {
    memberGuard: app.requireMember,
    csrfGuard: app.requireCsrfToken,
    staffPaths: { prefix: '/api/Support/', signIn: SUPPORT_PATHS.signIn },
  });

  await app.register(healthRoutes);
  await app.register(csrfRoutes);
  await app.register(partnerRoutes, { partnersDir: env.PARTNERS_DIR ?? PARTNERS_DIR });
  await app.register(contentRoutes);
  await app.register(impressionRoutes, {
    perMinute: env.IMPRESSIONS_RATE_LIMIT_MAX,
    globalPerMinute: env.IMPRESSIONS_GLOBAL_MAX_PER_MINUTE,
  });
  await app.register(identityRoutes, { env });
  await app.register(ssoPlugin, {
    env,
    secret: env.SESSION_SECRET,
    localSignIn: localSignIn(env, env.SESSION_SECRET),
  });
  await app.register(appStatusRoutes, { maintenance: env.MAINTENANCE_MODE, stagingTools: !production });
  await app.register(locationRoutes);
  await app.register(mapRoutes, { tileUrl: env.MAP_TILE_URL, tileAttribution: env.MAP_TILE_ATTRIBUTION });
  await app.register(merchantRoutes, {
    viewerOf: sessionViewer(app),
    orderingProvider: env.ORDERING_PROVIDER,
    validateResponses: env.RESPONSE_VALIDATION ?? !production,
    searchPages: env.SEARCH_CACHE_PAGES,
  });
  await app.register(flexOfferRoutes);
  // Uploaded photos' renditions (a folder under DATA_DIR, or an S3 bucket): the image route serves them, and
  // the drawn pictures (a stand-in) show for a restaurant without one.
  await app.register(photoStorePlugin, { store: photoStoreFromEnv(env) });
  await app.register(merchantImageRoutes, { fallback: drawnMerchantPicture });
  await app.register(homeHeroRoutes);
  await app.register(cardVaultRoutes, { env });
  await app.register(cardEntryRoutes, { setup: cardEntry });
  // CARD_ENTRY_PROVIDER=stand-in (refused in production): the stand-in provider's script and token call.
  if (cardEntryStandIn) await app.register(cardEntryStandInRoutes, { provider: cardEntryStandIn });
  await app.register(cardRoutes);
  await app.register(rewardRoutes);
  // "You just earned" (issue 35): the member's channels, push subscriptions and the e-mail's unsubscribe link.
  await app.register(notificationsPlugin, { env });
  await app.register(reviewRoutes);
  await app.register(claimRoutes);
  await app.register(orderingRoutes);
  await app.register(surveyRoutes);
  await app.register(supportRoutes, { env });
  // The console's content pages: content's own area, behind the same staff guard.
  await app.register(contentConsoleRoutes);
  await app.register(analyticsRoutes);
  // The browser's error reports where no SENTRY_DSN_WEB is set, and the console's list of them (admins).
  await app.register(errorReceiverRoutes, { perMinute: env.ERROR_REPORTS_PER_MINUTE });
  await app.register(errorReportConsoleRoutes);
  // "/stgtools: Staging tools, hidden in production" (spec part 1 §2): there, their API does not exist (404).
  if (!production) {
    await app.register(stagingToolsRoutes, { postingMode: env.REWARD_POSTING, openOutbox: env.NODE_ENV === 'test' });
  }
  // Signed calls: the signature header is checked before the body is read, and each has its own body cap.
  await app.register(transactionFeedRoutes, {
    signingSecret: env.PROCESSOR_SIGNING_SECRET,
    postingMode: env.REWARD_POSTING,
    maxBodyBytes: env.TRANSACTION_FEED_MAX_BYTES,
  });
  // The partners' posting-file calls: signed with the partner's own integration key, not the processor secret.
  await app.register(postingRoutes, {
    keyring: staffTotpKeyringFromEnv(env),
    maxBodyBytes: env.POSTING_ACKNOWLEDGEMENT_MAX_BYTES,
    allowDevelopmentKeys: !production,
  });
  // The programs' member files and activation campaigns, signed with their integration keys (docs/member-file.md).
  await app.register(memberFileRoutes, {
    keyring: staffTotpKeyringFromEnv(env),
    maxBodyBytes: env.MEMBER_FILE_MAX_BYTES,
    allowDevelopmentKeys: !production,
    secret: env.SESSION_SECRET,
  });
  // The catalog import and its photos, signed with CATALOG_SIGNING_SECRET (docs/catalog.md).
  await app.register(photoRoutes, { signingSecret: env.CATALOG_SIGNING_SECRET, maxBodyBytes: env.PHOTO_MAX_BYTES });
  await app.register(catalogImportRoutes, {
    signingSecret: env.CATALOG_SIGNING_SECRET,
    maxBodyBytes: env.CATALOG_IMPORT_MAX_BYTES,
  });
  await app.register(reservationRoutes, {
    provider: (db) => new LocalReservationProvider(db),
    ...options.reservations,
  });
  await app.register(reservationOutcomeRoutes, {
    signingSecret: env.PROCESSOR_SIGNING_SECRET,
    postingMode: env.REWARD_POSTING,
    maxBodyBytes: env.RESERVATION_OUTCOME_MAX_BYTES,
  });
  await app.register(cardFramePageRoutes, { webDistDir: env.WEB_DIST_DIR ?? WEB_DIST_DIR });
  // Every page carries the partner, flags, app status and published copy the app needs to draw (decision 0028).
  const startupData = createStartupDataService({
    db: app.database.db,
    appStatus: app.appStatus,
    log: app.log,
    errorDsn: env.SENTRY_DSN_WEB,
  });
  await app.register(spaPlugin, {
    webDistDir: env.WEB_DIST_DIR ?? WEB_DIST_DIR,
    pageMarkup: (request) => startupData.markupFor(request.partner, request.url),
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Fastify's form of TRUST_PROXY: a hop count trusts that many proxies nearest the server (hop 0 is the socket's peer). */
function trustProxyOption(
  setting: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}
