// npm run staff:first-admin -- --partner CODE --email ADDRESS [--name "Display Name"]
// (compiled: node apps/server/dist/first-admin-cli.js --partner CODE --email ADDRESS): makes a program's first
// support admin, with a generated password, a new TOTP secret and recovery codes printed once on stdout
// (first-admin.ts, docs/deploy.md). It runs the server's start-up steps first (migrations, then partners,
// content and catalog, under their advisory locks), so it works on a new database too. On the embedded
// database (no DATABASE_URL) stop the server first: the data folder is one process's.
import { prepare } from '../../bootstrap';
import { loadEnv } from '../../config/env';
import { runCli } from '../../lib/signed-post-cli';
import { parseFirstAdminArgs, runFirstAdmin } from './first-admin';

runCli(async () => {
  const args = parseFirstAdminArgs(process.argv.slice(2));
  const env = loadEnv();
  const { database, partners } = await prepare(env);
  try {
    console.log(await runFirstAdmin(args, { env, db: database.db, partners, qrCode: process.stdout.isTTY }));
  } finally {
    await database.close();
  }
});
