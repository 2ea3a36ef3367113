// npm run reservations:outcome -- --partner aerovia --id ID --outcome honoured|no_show [--url URL]: tells a
// running server how a reservation went, signed as the booking provider's webhook would be. Testers use it
// to see the reservation bonus end to end.
import { parseArgs } from 'node:util';
import { RESERVATION_PATHS } from '@forkpoint/shared/contracts/reservation-constants';
import { EnvError } from '../../config/env';
import { postSignedAndPrint, runCli } from '../../lib/signed-post-cli';
import { outcomeSignedText } from './outcome-routes';

const USAGE =
  'Usage: npm run reservations:outcome -- --partner CODE --id RESERVATION_ID --outcome honoured|no_show [--url http://localhost:3000]';

runCli(async () => {
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
  // The partner names the program the reservation belongs to, as its host would outside development.
  const path = `${RESERVATION_PATHS.outcome(id)}?partner=${encodeURIComponent(partner)}`;
  await postSignedAndPrint({
    path,
    contentType: 'application/json',
    body: JSON.stringify({ outcome }),
    signedText: (body) => outcomeSignedText('POST', path, String(body)),
    url: values.url,
  });
});
