// npm run reservations:outcome -- --partner aerovia --id ID --outcome honoured|no_show [--url URL]: tells a
// running server how a reservation went, signed as the booking provider's webhook would be (the embedded
// database belongs to the server's process, so the CLI goes through it). Testers use it to see the
// reservation bonus end to end. The secret is PROCESSOR_SIGNING_SECRET, as the server reads it.
import { parseArgs } from 'node:util';
import { RESERVATION_PATHS } from '@forkpoint/shared/contracts/reservation-constants';
import { TRANSACTION_FEED_SIGNATURE_HEADER } from '@forkpoint/shared/contracts/transaction-feed';
import { EnvError, loadEnv } from '../../config/env';
import { signFeed } from '../transactions/feed-signature';
import { outcomeSignedText } from './outcome-routes';

const USAGE =
  'Usage: npm run reservations:outcome -- --partner CODE --id RESERVATION_ID --outcome honoured|no_show [--url http://localhost:3000]';

async function main() {
  const { values } = parseArgs({
    options: {
      partner: { type: 'string' },
      id: { type: 'string' },
      outcome: { type: 'string' },
      url: { type: 'string' },
    },
  });
  const { partner, id, outcome } = values;
  if (!partner || !id || (outcome !== 'honoured' && outcome !== 'no_show')) throw new EnvError(USAGE);
  const env = loadEnv();
  const base = values.url ?? `http://localhost:${env.PORT}`;
  // The partner names the program the reservation belongs to, as its host would outside development.
  const path = `${RESERVATION_PATHS.outcome(id)}?partner=${encodeURIComponent(partner)}`;
  const body = JSON.stringify({ outcome });
  const signature = signFeed(
    env.PROCESSOR_SIGNING_SECRET,
    outcomeSignedText('POST', path, body),
    Math.floor(Date.now() / 1000),
  );
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TRANSACTION_FEED_SIGNATURE_HEADER]: signature },
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
