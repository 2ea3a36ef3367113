import { generateKeyPairSync, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Partner } from '@forkpoint/shared';
import { buildApp, type App } from '../src/app';
import { DEVELOPMENT_STAFF_TOTP_KEY, loadEnv, type Env } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed, type SeedOptions } from '../src/stand-ins/seed/seed';
import { loadPartnerFiles, PARTNERS_DIR } from '../src/modules/partners/partner-files';
import { pgliteTemplate, postgresTemplate, type TemplateKind } from './database-templates';
import { suiteLogger, withSuiteCapture } from './suite-capture';

/**
 * Server tests run on a fresh embedded PGlite; in the `server-postgres` Vitest project
 * (TEST_ENGINE=postgres, when TEST_DATABASE_URL is set) each test app gets its own fresh
 * database on that PostgreSQL server instead, dropped when the app closes. Either starts as a copy
 * of the run's migrated (and seeded) template where the test's set-up allows (database-templates.ts).
 */
export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

let partnersCache: Partner[] | undefined;
export function realPartners(): Partner[] {
  partnersCache ??= loadPartnerFiles(PARTNERS_DIR);
  return partnersCache;
}

/** A fresh test database: empty, or a copy of this run's migrated or seeded template (test/database-templates.ts). */
export async function openTestDatabase(template?: TemplateKind): Promise<Database> {
  // Each test database is scanned for card numbers as it closes (test/suite-capture.ts).
  if (testEngine === 'pglite') {
    const loadDataDir = template ? await pgliteTemplate(template) : undefined;
    return withSuiteCapture(await openDatabase(loadDataDir ? { loadDataDir } : {}));
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const source = template ? await postgresTemplate(adminUrl, template) : undefined;
  const name = `fp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(source ? `CREATE DATABASE ${name} TEMPLATE ${source}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return withSuiteCapture({
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  });
}

/** Whether a test app's set-up is one a template holds (the real partners, no merchants, no seeded cards). */
function templateFor(options: TestAppOptions): TemplateKind | undefined {
  if (options.partners || options.cardVault || (options.merchants ?? 0) > 0) return undefined;
  return options.seed === false ? 'migrated' : 'seeded';
}

export interface TestAppOptions {
  env?: Record<string, string>;
  partners?: Partner[];
  /** Seed partners and default content (default true). */
  seed?: boolean;
  /** Generated merchants to seed (default 0). */
  merchants?: number;
  /** "Now" for sessions and lockouts (identity tests move it). */
  clock?: () => Date;
  /**
   * Whether the app logs at trace level to the run's capture folder for the card-number sweep (default true).
   * Only a test of many thousands of generated requests (contract-fuzz) turns it off, for speed.
   */
  captureLogs?: boolean;
  /** How the hosted-fields card verifiers reach their provider (card-entry tests pass a fake). */
  cardEntryFetch?: typeof fetch;
  /** A vault to seed the demo members' cards through (card tests). */
  cardVault?: (env: Env, database: Database) => NonNullable<SeedOptions['cardVault']>;
}

export interface TestContext {
  app: App;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

let productionVaultPem: string | undefined;
/** A production app needs the vault's secrets (config/env.ts); tests that do not name them get test ones. */
function productionSecrets(env: Record<string, string> | undefined): Record<string, string> {
  if (env?.NODE_ENV !== 'production') return {};
  productionVaultPem ??= generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  return {
    CARD_VAULT_PRIVATE_KEY: productionVaultPem,
    CARD_FINGERPRINT_SECRET: 'test-fingerprint-secret-'.repeat(2),
    PROCESSOR_SIGNING_SECRET: 'test-processor-secret-'.repeat(2),
    CATALOG_SIGNING_SECRET: 'test-catalog-secret-'.repeat(2),
    // The key the seeded templates' demo staff secrets are sealed under (the seed's default outside production).
    STAFF_TOTP_KEY: DEVELOPMENT_STAFF_TOTP_KEY,
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...productionSecrets(options.env), ...options.env });
  const partners = options.partners ?? realPartners();
  const template = templateFor(options);
  const database = await openTestDatabase(template);
  if (!template) {
    await migrate(database);
    // No generated merchant catalog unless a test asks: merchant tests insert what they assert on.
    if (options.seed !== false) {
      await seed(database.db, partners, {
        merchants: options.merchants ?? 0,
        ...(options.cardVault ? { cardVault: options.cardVault(env, database) } : {}),
      });
    }
  }
  const app = await buildApp({
    env,
    database,
    partners,
    logger: options.captureLogs === false ? false : suiteLogger(),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.cardEntryFetch ? { cardEntryFetch: options.cardEntryFetch } : {}),
  }).catch(async (error: unknown) => {
    // A start the configuration refuses (start-up tests): the database is not left open.
    await database.close();
    throw error;
  });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A visitor with cookies and the CSRF token, as the web app holds them after start-up. */
export async function csrfSession(app: App, query = ''): Promise<{ cookie: string; token: string }> {
  const response = await app.inject({ method: 'GET', url: `/api/CSRF${query}` });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, token: (response.json() as { csrfToken: string }).csrfToken };
}
