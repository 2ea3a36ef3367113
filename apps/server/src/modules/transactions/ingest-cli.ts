// npm run ingest -- FILE [--url URL]: signs a feed file as the card network would and posts it to a
// running server (the embedded database belongs to one process, so the CLI goes through the server),
// then prints the import report. The secret is PROCESSOR_SIGNING_SECRET, as the server reads it.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { TRANSACTION_FEED_PATH, TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { EnvError, loadEnv } from '../../config/env';
import { signFeed } from './feed-signature';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file) throw new EnvError('Usage: npm run ingest -- FILE [--url http://localhost:3000]');
  const env = loadEnv();
  const base = values.url ?? `http://localhost:${env.PORT}`;
  const body = readFileSync(file);
  const response = await fetch(new URL(TRANSACTION_FEED_PATH, base), {
    method: 'POST',
    headers: {
      'content-type': 'text/csv',
      [TRANSACTION_FEED_SIGNATURE_HEADER]: signFeed(env.PROCESSOR_SIGNING_SECRET, body, Math.floor(Date.now() / 1000)),
    },
    body,
  });
  const answer: unknown = await response.json().catch(() => ({}));
  console.log(JSON.stringify(answer, null, 2));
  if (!response.ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
