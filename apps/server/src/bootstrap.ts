import { resolve } from 'node:path';
import type { Partner } from '@forkpoint/shared';
import type { Env } from './config/env';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { createCardVaultFromEnv } from './modules/card-vault/vault-from-env';
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
  const partners = loadPartnerFiles(env.PARTNERS_DIR ?? PARTNERS_DIR);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) },
  );
  try {
    const migrationsApplied = await migrate(database);
    const { contentSeededFor } = await seed(database.db, partners, {
      cardVault: createCardVaultFromEnv(env, database.db),
    });
    return { database, partners, migrationsApplied, contentSeededFor };
  } catch (error) {
    await database.close();
    throw error;
  }
}
