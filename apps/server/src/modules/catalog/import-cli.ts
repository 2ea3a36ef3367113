// npm run catalog:import -- FILE [--url URL] [--dry-run]: uploads the file's photos, signs the catalog file with
// CATALOG_SIGNING_SECRET and posts it to a running server, then prints the import report (docs/catalog.md).
// Exits 1 when the server refuses the file (its header, its signature, a photo it cannot take).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  CATALOG_CSV_CONTENT_TYPE,
  CATALOG_IMPORT_PATH,
  CATALOG_JSONL_CONTENT_TYPE,
} from '@forkpoint/shared/contracts/catalog';
import { EnvError, loadEnv } from '../../config/env';
import { postSignedAndPrint, runCli, signingSecretOf } from '../../lib/signed-post-cli';
import { photoUploader, withUploadedPhotos } from './import/upload-photos';

runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file) throw new EnvError('Usage: npm run catalog:import -- FILE [--url http://localhost:3000] [--dry-run]');
  const env = loadEnv();
  signingSecretOf(env, 'CATALOG_SIGNING_SECRET');
  const text = readFileSync(file, 'utf8');
  const format = /\.(jsonl|ndjson)$/i.test(file) || text.trimStart().startsWith('{') ? 'jsonl' : 'csv';
  const body = await withUploadedPhotos(text, format, photoUploader(file, values.url, env));
  await postSignedAndPrint({
    path: `${CATALOG_IMPORT_PATH}${values['dry-run'] ? '?dryRun=true' : ''}`,
    contentType: format === 'csv' ? CATALOG_CSV_CONTENT_TYPE : CATALOG_JSONL_CONTENT_TYPE,
    body,
    secret: 'CATALOG_SIGNING_SECRET',
    ...(values.url ? { url: values.url } : {}),
  });
});
