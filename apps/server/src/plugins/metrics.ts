import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppMetrics } from '../lib/metrics';
import { apiError, sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's label in the metrics where it is not its pattern: many routes counted as one (STATIC_FILES_ROUTE). */
    metricsRoute?: string;
  }
  interface FastifyInstance {
    /** What the app's features record for GET /metrics (lib/metrics.ts). */
    metrics: AppMetrics;
    /** The registry GET /metrics shows: one per app, so tests building many apps in one process keep theirs apart. */
    metricsRegistry: Registry;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: GET /metrics answers only `Authorization: Bearer <token>`; unset, it answers no one. */
  token: string | undefined;
}

export const METRICS_PATH = '/metrics';
export const METRICS_PREFIX = 'forkpoint_';

/** The route label of the built web app's files, each a route of its own (plugins/spa.ts): one label for all. */
export const STATIC_FILES_ROUTE = 'static files';
/** The route label of a call no route matched (the SPA's history fallback, unknown paths): one value for all. */
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: an import reads up to a million rows, far longer than a call. */
const IMPORT_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];

/**
 * Prometheus metrics (GET /metrics, docs/deploy.md "Metrics"): calls by route pattern, method and status; the
 * database pool and failed queries; imports, scheduled jobs, mail; and gauges features read from the database on
 * each scrape (lib/metrics.ts `gaugeOnScrape`). Features record through `app.metrics`, never prom-client.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    // Node's own metrics (memory, event-loop lag, GC) watch the process with observers that are never removed:
    // only for an app whose metrics someone can read, not for every app a test run builds.
    if (options.token) collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });
    const name = (suffix: string) => `${METRICS_PREFIX}${suffix}`;
    const registers = [registry];

    const requests = new Counter({
      name: name('http_requests_total'),
      help: 'HTTP calls answered, by route pattern, method and status code.',
      labelNames: ['route', 'method', 'status_code'] as const,
      registers,
    });
    const requestSeconds = new Histogram({
      name: name('http_request_duration_seconds'),
      help: 'Time to answer an HTTP call, by route pattern, method and status code.',
      labelNames: ['route', 'method', 'status_code'] as const,
      registers,
    });
    const rateLimited = new Counter({
      name: name('rate_limit_refusals_total'),
      help: 'Calls refused with 429 Too Many Requests (per-address and global limits), by route pattern.',
      labelNames: ['route'] as const,
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request);
      const labels = { route, method: request.method, status_code: String(reply.statusCode) };
      requests.inc(labels);
      requestSeconds.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) rateLimited.inc({ route });
    });

    databaseMetrics(app, registry);
    app.decorate('metrics', featureMetrics(app, registry));
    app.decorate('metricsRegistry', registry);

    const expected = options.token ? digest(`Bearer ${options.token}`) : undefined;
    app.get(METRICS_PATH, async (request, reply) => {
      const given = request.headers.authorization;
      // Digests of equal length, so comparing them takes the same time whatever was sent.
      if (!expected || given === undefined || !timingSafeEqual(digest(given), expected)) {
        // Answered as an unknown path is (plugins/spa.ts's not-found handler): the same 404 body. Like any path
        // outside /api it is not rate-limited; a token of 32 characters or more is not found by guessing.
        const path = request.url.split('?')[0] ?? '';
        return sendError(reply, apiError(request, 404, 'NOT_FOUND', `No route for ${request.method} ${path}.`));
      }
      // Prometheus' text format, version 0.0.4 (prom-client's default registry content type).
      reply.header('Cache-Control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The route's pattern (`/api/Merchants/:id`), never the URL: one series per route, whatever ids are asked for. */
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.config.metricsRoute ?? request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** The pool's connections, read on each scrape, and failed queries as Kysely reports them. */
function databaseMetrics(app: FastifyInstance, registry: Registry) {
  const database = app.database;
  const poolGauge = (
    suffix: string,
    help: string,
    read: (stats: ReturnType<typeof database.poolStats>[number]) => number,
  ) =>
    new Gauge({
      name: `${METRICS_PREFIX}${suffix}`,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const stats of database.poolStats()) this.set({ pool: stats.pool }, read(stats));
      },
    });
  poolGauge('db_pool_connections', 'Open database connections (PGlite: its one connection).', (s) => s.total);
  poolGauge('db_pool_idle_connections', 'Open database connections not in use.', (s) => s.idle);
  poolGauge('db_pool_waiting_requests', 'Callers waiting for a database connection.', (s) => s.waiting);
  const queryErrors = new Counter({
    name: `${METRICS_PREFIX}db_query_errors_total`,
    help: 'Database queries that failed (constraint violations the app expects included).',
    registers: [registry],
  });
  const stop = database.onQueryError(() => queryErrors.inc());
  app.addHook('onClose', async () => stop());
}

/** `app.metrics`: the calls features record through, over this app's registry. */
function featureMetrics(app: FastifyInstance, registry: Registry): AppMetrics {
  const registers = [registry];
  const importRows = new Counter({
    name: `${METRICS_PREFIX}import_rows_total`,
    help: 'Rows of the card-network feed and the catalog imports, by import and outcome (accepted, refused, duplicate).',
    labelNames: ['import', 'outcome'] as const,
    registers,
  });
  const imports = new Counter({
    name: `${METRICS_PREFIX}imports_total`,
    help: 'Feed and catalog imports, by import and outcome (done, failed).',
    labelNames: ['import', 'outcome'] as const,
    registers,
  });
  const importSeconds = new Histogram({
    name: `${METRICS_PREFIX}import_duration_seconds`,
    help: 'Time to import a feed or catalog file, by import.',
    labelNames: ['import'] as const,
    buckets: IMPORT_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({
    name: `${METRICS_PREFIX}job_runs_total`,
    help: 'Turns of the scheduled jobs (reward_cycle, housekeeping), by outcome (done, failed, skipped: another instance ran it).',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobSeconds = new Histogram({
    name: `${METRICS_PREFIX}job_duration_seconds`,
    help: 'Time a scheduled job ran, by job.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers,
  });
  const mails = new Counter({
    name: `${METRICS_PREFIX}outbox_mails_total`,
    help: 'Mails by outcome: sent or failed over SMTP, stored in the outbox table (no SMTP).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const searchPages = new Counter({
    name: `${METRICS_PREFIX}search_pages_total`,
    help: 'Search and carousel pages, by outcome: hit (from the page cache) or miss (the statement ran).',
    labelNames: ['outcome'] as const,
    registers,
  });
  return {
    importFinished(kind, rows, seconds) {
      importRows.inc({ import: kind, outcome: 'accepted' }, rows.accepted);
      importRows.inc({ import: kind, outcome: 'refused' }, rows.refused);
      if (rows.duplicates !== undefined) importRows.inc({ import: kind, outcome: 'duplicate' }, rows.duplicates);
      imports.inc({ import: kind, outcome: 'done' });
      importSeconds.observe({ import: kind }, seconds);
    },
    importFailed(kind, seconds) {
      imports.inc({ import: kind, outcome: 'failed' });
      importSeconds.observe({ import: kind }, seconds);
    },
    jobRun(job, outcome, seconds) {
      const label = job.replace(/\W+/g, '_');
      jobRuns.inc({ job: label, outcome });
      if (seconds !== undefined) jobSeconds.observe({ job: label }, seconds);
    },
    mailDelivery(outcome) {
      mails.inc({ outcome });
    },
    searchPage(outcome) {
      searchPages.inc({ outcome });
    },
    gaugeOnScrape({ name, help, read }) {
      new Gauge({
        name: `${METRICS_PREFIX}${name}`,
        help,
        registers,
        // A failed read leaves the last value: the other metrics still answer, and the log says why.
        async collect() {
          try {
            this.set(await read());
          } catch (error) {
            app.log.warn({ err: error, metric: name }, 'metrics: reading a gauge failed');
          }
        },
      });
    },
  };
}
