import { resolve } from 'node:path';
import type { Partner } from '@forkpoint/shared';
import { EnvError, type Env } from './config/env';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { withAdvisoryLock } from './db/advisory-lock';
import { seed, type SeedReport } from './stand-ins/seed/seed';
import { seedAtScale, type ScaleSeedReport } from './stand-ins/seed/scale/seed-scale';
import type { ScaleOptions } from './stand-ins/seed/scale/scale-options';
import { createCardVaultFromEnv } from './modules/card-vault/vault-from-env';
import { staffTotpKeyringFromEnv } from './lib/totp-secrets';
import { loadPartnerFiles, PARTNERS_DIR } from './modules/partners/partner-files';

export interface Prepared {
  database: Database;
  partners: Partner[];
  migrationsApplied: string[];
  contentSeededFor: string[];
}

/**
 * Everything the server needs before it listens: valid partner files, an open database
 * with every migration applied, partners synced and first-start content seeded.
 */
export async function prepare(env: Env): Promise<Prepared> {
  const partners = loadPartners(env);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, transactionPooler: env.DATABASE_TRANSACTION_POOLER }
      : { dataDir: resolve(env.DATA_DIR) },
  );
  try {
    const migrationsApplied = await migrate(database);
    const { contentSeededFor } = await seedDatabase(env, database, partners);
    return { database, partners, migrationsApplied, contentSeededFor };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The validated partner files (PARTNERS_DIR, else partners/); throws PartnerFileError. */
export function loadPartners(env: Env): Partner[] {
  return loadPartnerFiles(env.PARTNERS_DIR ?? PARTNERS_DIR);
}

/** The advisory lock the seed runs under (db/advisory-lock.ts). */
export const SEED_LOCK = 'forkpoint:seed';

/**
 * Syncs the partners and seeds what is missing, the demo people (when DEMO_DATA is on) and their cards
 * through the vault the server builds from the same configuration: the server at start and `npm run db:seed`
 * (db-cli.ts).
 */
export async function seedDatabase(
  env: Env,
  database: Database,
  partners: readonly Partner[],
  options: ScaleOptions & { log?: (line: string) => void } = {},
): Promise<SeedReport & { scale?: ScaleSeedReport }> {
  // Generated members (some with the demo password) and their histories are demo people too.
  if (!env.DEMO_DATA && (options.members || options.transactions)) {
    throw new EnvError(
      '--members and --transactions generate demo members and their dining histories, and DEMO_DATA is off ' +
        `(${env.NODE_ENV === 'production' ? 'production never seeds demo data' : 'DEMO_DATA=off'})`,
    );
  }
  // Instances starting together on a new database seed one after another; the later ones find it seeded.
  return withAdvisoryLock(database, SEED_LOCK, async () => {
    const cardVault = createCardVaultFromEnv(env, database.db);
    const report = await seed(database.db, partners, {
      merchants: options.merchants,
      log: options.log,
      cardVault,
      staffTotpKeyring: staffTotpKeyringFromEnv(env),
      // Never on in production (config/env.ts): a production start seeds no member and no staff.
      demoData: env.DEMO_DATA,
    });
    // Sizes asked for (npm run db:seed -- --members …, docs/scale-data.md): members, transactions, statistics.
    if (options.merchants === undefined && options.members === undefined && options.transactions === undefined) {
      return report;
    }
    const scale = await seedAtScale(database.db, partners, {
      members: options.members,
      transactions: options.transactions,
      vault: cardVault,
      heavyPartnerCode: partners.some((p) => p.code === env.DEFAULT_PARTNER) ? env.DEFAULT_PARTNER : partners[0]!.code,
      catalogAdded: report.merchantsAdded > 0,
      log: options.log,
    });
    return { ...report, scale };
  });
}
