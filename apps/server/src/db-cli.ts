import { resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { loadEnv } from './config/env';
import { openDatabase } from './db/database';
import { dropAll, migrate } from './db/migrate';
import { loadPartners, seedDatabase } from './bootstrap';
import { parseScaleOptions, ScaleOptionsError } from './stand-ins/seed/scale/scale-options';
import { describeTiming } from './stand-ins/seed/bulk/progress';

/** npm run db:migrate | db:seed | db:reset — the same steps the server runs at start. */
async function main(command: string | undefined) {
  if (!command || !['migrate', 'seed', 'reset'].includes(command)) {
    throw new Error('usage: db-cli.ts migrate | seed | reset');
  }
  // Checked before anything is opened: a typo in a flag changes nothing.
  const scale = command === 'migrate' ? {} : parseScaleOptions(process.argv.slice(3));
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
      const report = await seedDatabase(env, database, partners, { ...scale, log: (line) => console.log(line) });
      console.log(
        `partners synced: ${report.partnersSynced}; content seeded for: ${report.contentSeededFor.join(', ') || 'none (already seeded)'}`,
      );
      console.log(`demo accounts seeded for: ${report.demoAccountsSeededFor.join(', ') || 'none (already seeded)'}`);
      console.log(`demo cards added: ${report.demoCardsAdded}`);
      console.log(`merchants added: ${report.merchantsAdded}`);
      if (report.scale) {
        console.log(`members added: ${report.scale.membersAdded}`);
        console.log(`transactions added: ${report.scale.transactionsAdded}`);
      }
      for (const timing of [report.merchantsTiming, report.booksTiming, ...(report.scale?.timings ?? [])]) {
        if (timing) console.log(describeTiming(timing));
      }
      console.log(`seed took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  if (error instanceof ScaleOptionsError) console.error(`db:seed: ${error.message.replaceAll('\n', '\ndb:seed: ')}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
