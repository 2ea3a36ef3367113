// npm run ingest -- FILE [--url URL]: signs a feed file as the card network would and posts it to a
// running server, then prints the import report.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { TRANSACTION_FEED_PATH } from '@forkpoint/shared/contracts/transaction-feed';
import { EnvError } from '../../config/env';
import { postSignedAndPrint, runCli } from '../../lib/signed-post-cli';

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file) throw new EnvError('Usage: npm run ingest -- FILE [--url http://localhost:3000]');
  await postSignedAndPrint({
    path: TRANSACTION_FEED_PATH,
    contentType: 'text/csv',
    body: readFileSync(file),
    url: values.url,
  });
});
