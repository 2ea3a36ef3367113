import { resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { loadEnv } from '../config/env';
import { openDatabase } from './database';
import { dropAll, migrate } from './migrate';
import { seed } from './seed/seed';
import { loadPartnerFiles, PARTNERS_DIR } from '../modules/partners/partner-files';

/** npm run db:migrate | db:seed | db:reset — the same steps the server runs at start. */
async function main(command: string | undefined) {
  if (!command || !['migrate', 'seed', 'reset'].includes(command)) {
    throw new Error('usage: cli.ts migrate | seed | reset');
  }
  const env = loadEnv();
  if (command === 'reset' && !env.DATABASE_URL) {
    // The embedded database is a folder: starting over is removing it.
    rmSync(resolve(env.DATA_DIR), { recursive: true, force: true });
  }
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) });
  try {
    if (command === 'reset' && env.DATABASE_URL) await dropAll(database);
    const applied = await migrate(database);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
    if (command !== 'migrate') {
      const partners = loadPartnerFiles(env.PARTNERS_DIR ?? PARTNERS_DIR);
      const report = await seed(database.db, partners);
      console.log(`partners synced: ${report.partnersSynced}; content seeded for: ${report.contentSeededFor.join(', ') || 'none (already seeded)'}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
