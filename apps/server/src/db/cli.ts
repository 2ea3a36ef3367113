import { resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { loadEnv } from '../config/env';
import { openDatabase } from './database';
import { dropAll, migrate } from './migrate';
import { loadPartners, seedDatabase } from '../bootstrap';

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
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, transactionPooler: env.DATABASE_TRANSACTION_POOLER }
      : { dataDir: resolve(env.DATA_DIR) },
  );
  try {
    if (command === 'reset' && env.DATABASE_URL) await dropAll(database);
    const applied = await migrate(database);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
    if (command !== 'migrate') {
      const partners = loadPartners(env);
      const started = Date.now();
      const report = await seedDatabase(env, database, partners, { merchants: merchantsOption(process.argv.slice(3)) });
      console.log(
        `partners synced: ${report.partnersSynced}; content seeded for: ${report.contentSeededFor.join(', ') || 'none (already seeded)'}`,
      );
      console.log(`demo accounts seeded for: ${report.demoAccountsSeededFor.join(', ') || 'none (already seeded)'}`);
      console.log(`demo cards added: ${report.demoCardsAdded}`);
      console.log(`merchants added: ${report.merchantsAdded} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await database.close();
  }
}

/** `npm run db:seed -- --merchants 100000` grows the generated catalog to that many merchants. */
function merchantsOption(args: string[]): number | undefined {
  const at = args.indexOf('--merchants');
  if (at === -1) return undefined;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw new Error('--merchants takes a whole number up to 1000000');
  }
  return value;
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
