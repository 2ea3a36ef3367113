// npm run demo-cards [-- --partner CODE]: prints the demo cards' made-up numbers (README "Demo accounts"),
// so a tester can write a feed file for them (docs/transaction-feed.md) and post it with npm run ingest.
// The numbers are the same on every database: they come from the partner code, not from the database,
// which only ever holds their fingerprints.
import { parseArgs } from 'node:util';
import { CARD_BRANDS } from '@forkpoint/shared';
import { EnvError, loadEnv } from '../../config/env';
import { loadPartnerFiles, PARTNERS_DIR } from '../../modules/partners/partner-files';
import { DEMO_MEMBERS, demoEmail } from './demo-accounts';
import { demoCardNumber, demoCardsOf } from './demo-cards';

function main() {
  const { values } = parseArgs({ options: { partner: { type: 'string' } } });
  const env = loadEnv();
  const partners = loadPartnerFiles(env.PARTNERS_DIR ?? PARTNERS_DIR);
  const chosen = values.partner ? partners.filter((p) => p.code === values.partner) : partners;
  if (chosen.length === 0) {
    throw new EnvError(
      `No partner ${values.partner}. Usage: npm run demo-cards [-- --partner CODE], CODE one of ${partners
        .map((p) => p.code)
        .join(', ')}`,
    );
  }
  for (const partner of chosen) {
    const rows = demoCardsOf(partner).map((card) => {
      const number = demoCardNumber(partner.code, card);
      const local = DEMO_MEMBERS.find((m) => m.kind === card.kind)?.emailLocal;
      return [
        local ? demoEmail(local, partner.code) : card.kind,
        CARD_BRANDS[card.brand].name,
        card.slot === 'linked' ? 'linked' : `partner-loaded ${card.slot.slice('loaded-'.length)}`,
        number.slice(-4),
        number,
      ];
    });
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    console.log(`${partner.code} (${partner.name}, ${partner.currencyType})`);
    for (const row of rows) console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd());
    console.log('');
  }
  console.log('Made-up numbers for feed files: npm run ingest -- FILE (docs/transaction-feed.md).');
  console.log('Only linked cards earn; partner-loaded cards are the ones a member may pick to link.');
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
