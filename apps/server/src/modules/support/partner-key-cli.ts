// npm run partner-key:create -- --partner CODE [--label "What uses the key"]
// (compiled: node apps/server/dist/partner-key-cli.js --partner CODE): makes one integration key for a program and
// prints its id and secret once (partner-key-command.ts, docs/deploy.md "Partner integration keys"). It runs the
// server's start-up steps first (migrations, then partners, content and catalog, under their advisory locks), so it
// works on a new database too. On the embedded database (no DATABASE_URL) stop the server first: the data folder is
// one process's.
import { prepare } from '../../bootstrap';
import { loadEnv } from '../../config/env';
import { runCli } from '../../lib/signed-post-cli';
import { parsePartnerKeyArgs, runPartnerKeyCommand } from './partner-key-command';

runCli(async () => {
  const args = parsePartnerKeyArgs(process.argv.slice(2));
  const env = loadEnv();
  const { database, partners } = await prepare(env);
  try {
    console.log(await runPartnerKeyCommand(args, { env, db: database.db, partners }));
  } finally {
    await database.close();
  }
});
