import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import { defaultContentFor } from './content/index';
import { DEVELOPMENT_STAFF_TOTP_KEY } from '../../config/env';
import { sealStaffTotpSecrets, type SealReport } from '../../modules/support/staff-totp';
import { staffTotpKeyring as keyringOf, type StaffTotpKeyring } from '../../lib/totp-secrets';
import {
  DEVELOPMENT_KEY_PREFIX,
  resealIntegrationKeys,
  seedDevelopmentKeys,
  type KeySealReport,
} from '../../modules/integration-keys/integration-keys';
import { DEMO_MEMBERS, demoEmail, demoPublicId, seedDemoAccounts } from './demo-accounts';
import { DEMO_STAFF } from './demo-staff';
import { seedDemoCards } from './demo-cards';
import { seedDemoHistory } from './demo-history';
import type { CardVault } from '../../modules/card-vault/vault';
import { DEFAULT_MERCHANT_COUNT, seedMerchants } from './merchants/seed-merchants';
import { seedReservationBooks } from './reservations/seed-reservation-books';
import { Progress, type LoadTiming } from './bulk/progress';
import { withIndexesBuiltAfter } from './bulk/deferred-indexes';

export interface SeedReport {
  partnersSynced: number;
  contentSeededFor: string[];
  /** Partners that got missing demo accounts (README "Demo accounts"). */
  demoAccountsSeededFor: string[];
  merchantsAdded: number;
  /** How long the generated merchants took (rows, seconds), when any were added. */
  merchantsTiming?: LoadTiming;
  /** How long the reservation books of new merchants took, when any were added. */
  booksTiming?: LoadTiming;
  /** Reservation books written for merchants listed with the booking provider that had none (seed/reservations). */
  reservationBooksAdded: number;
  /** Staff TOTP secrets sealed at this start (migration 0060's clear ones, a rotated key's). */
  staffTotp: SealReport;
  /** Integration key secrets sealed again under a rotated STAFF_TOTP_KEY at this start. */
  integrationKeys: KeySealReport;
  /** The demo seed's well-known development integration keys added (DEMO_DATA only; README "Demo accounts"). */
  developmentKeysAdded: number;
  /** Demo cards added (linked and partner-loaded); 0 when no card vault was given. */
  demoCardsAdded: number;
  /** Feed events of the demo dining history (demo-history.ts) applied; 0 when no card vault was given. */
  demoHistoryEventsAdded: number;
}

export interface SeedOptions {
  /**
   * Grow the generated merchant catalog to this many merchants. Left out, a first start with demo data
   * (empty catalog) gets DEFAULT_MERCHANT_COUNT and later starts add none; without demo data (production) none:
   * a real program's restaurants come through the catalog import (docs/catalog.md), never invented ones.
   */
  merchants?: number;
  /**
   * The card vault whose fingerprints the demo cards get (the server's, built from the same
   * configuration). Without it no demo card is seeded (most tests need none).
   */
  cardVault?: Pick<CardVault, 'fingerprint' | 'publicKey'>;
  /** The seed's clock: demo join and link dates and the demo dining history are relative to it (default: now). */
  now?: Date;
  /**
   * The keys staff TOTP secrets are sealed under (the server's, from STAFF_TOTP_KEY; decision 0026). Default:
   * the development key, which is what the environment resolves to outside production.
   */
  staffTotpKeyring?: StaffTotpKeyring;
  /** Progress lines of long loads (npm run db:seed); none when left out. */
  log?: (line: string) => void;
  /**
   * Seed the demo people (README "Demo accounts"): members, staff, their cards and dining histories, and each
   * program's well-known development integration key (modules/integration-keys). The
   * server's start and `npm run db:seed` pass DEMO_DATA (bootstrap.ts), which is never on in production; tests
   * and the staging tools that call this directly get them by default.
   */
  demoData?: boolean;
}

/**
 * Brings the database in line with the partner files and seeds the default copy of every
 * partner that has none yet, so the first start (and a partner added later) gets complete
 * content while edits made since are never overwritten. One transaction: all or nothing. The demo
 * dining history follows once it has committed: it goes through the rewards engine, whose feed
 * imports are transactions of their own.
 */
export async function seed(
  db: Kysely<DB>,
  partners: readonly Partner[],
  options: SeedOptions = {},
): Promise<SeedReport> {
  const now = options.now ?? new Date();
  const demoData = options.demoData ?? true;
  // The vault may load or create its key through the database: do that before the transaction holds it.
  if (options.cardVault) await options.cardVault.publicKey();
  const staffTotpKeyring = options.staffTotpKeyring ?? keyringOf(DEVELOPMENT_STAFF_TOTP_KEY);
  const report = await db.transaction().execute(async (trx) => {
    // First: clear secrets from before migration 0060 are sealed before anything else touches a staff row.
    const staffTotp = await sealStaffTotpSecrets(trx, staffTotpKeyring);
    if (staffTotp.unreadable > 0) {
      console.warn(
        `${staffTotp.unreadable} staff TOTP secret(s) are sealed under a key that is neither STAFF_TOTP_KEY nor in ` +
          'STAFF_TOTP_PREVIOUS_KEYS: those staff cannot sign in with a code until an admin resets their TOTP.',
      );
    }
    // Integration key secrets are sealed under a key derived from the same STAFF_TOTP_KEY: after a rotation, too.
    const integrationKeys = await resealIntegrationKeys(trx, staffTotpKeyring);
    if (integrationKeys.unreadable > 0) {
      console.warn(
        `${integrationKeys.unreadable} integration key secret(s) are sealed under a key that is neither STAFF_TOTP_KEY ` +
          'nor in STAFF_TOTP_PREVIOUS_KEYS: calls signed with them are refused until an admin replaces them.',
      );
    }
    for (const partner of partners) {
      await trx
        .insertInto('partners')
        .values({ code: partner.code, name: partner.name, kind: partner.kind })
        .onConflict((oc) =>
          oc.column('code').doUpdateSet({ name: partner.name, kind: partner.kind, synced_at: new Date() }),
        )
        .execute();
    }

    const withContent = new Set(
      (await trx.selectFrom('content_entries').select('partner_code').distinct().execute()).map((r) => r.partner_code),
    );
    const contentSeededFor: string[] = [];
    for (const partner of partners) {
      if (withContent.has(partner.code)) continue;
      const entries = defaultContentFor(partner);
      if (entries.length === 0) continue;
      await trx
        .insertInto('content_entries')
        .values(
          entries.map((entry) => ({
            partner_code: partner.code,
            content_type: entry.contentType,
            content_name: entry.contentName,
            slug: entry.slug,
            status: 'published' as const,
            position: entry.position,
            fields: JSON.stringify(entry.fields),
          })),
        )
        .execute();
      contentSeededFor.push(partner.code);
    }
    const merchantsStarted = performance.now();
    const merchantsProgress = new Progress('merchants', options.merchants ?? null, options.log);
    const merchantsAdded = await seedMerchants(
      trx,
      partners,
      options.merchants ?? (demoData && (await catalogIsEmpty(trx)) ? DEFAULT_MERCHANT_COUNT : 0),
      now,
      merchantsProgress,
    );
    const merchantsTiming = merchantsAdded > 0 ? merchantsProgress.finish() : undefined;
    // A first start (no count asked for) says how long its catalog took; tests ask for a count and stay quiet.
    if (merchantsAdded > 0 && options.merchants === undefined) {
      const seconds = ((performance.now() - merchantsStarted) / 1000).toFixed(1);
      console.log(`Seeded ${merchantsAdded.toLocaleString('en-US')} restaurants in ${seconds} s`);
    }
    const booksStarted = performance.now();
    // Books for a catalog just added into empty book tables: their keys and indexes are built once after
    // (seed/bulk/deferred-indexes.ts). Otherwise (every other start) the tables are left as they are.
    const reservationBooksAdded =
      merchantsAdded > 0
        ? await withIndexesBuiltAfter(trx, ['reservation_books', 'reservation_tables', 'reservation_hours'], () =>
            seedReservationBooks(trx),
          )
        : await seedReservationBooks(trx);
    const booksTiming =
      reservationBooksAdded > 0
        ? {
            label: 'reservation books',
            rows: reservationBooksAdded,
            seconds: (performance.now() - booksStarted) / 1000,
          }
        : undefined;
    if (reservationBooksAdded > 0 && options.merchants === undefined) {
      const seconds = ((performance.now() - booksStarted) / 1000).toFixed(1);
      console.log(`Seeded ${reservationBooksAdded.toLocaleString('en-US')} reservation books in ${seconds} s`);
    }
    const demoAccountsSeededFor = demoData ? await seedDemoAccounts(trx, partners, now, staffTotpKeyring) : [];
    const demoCardsAdded =
      demoData && options.cardVault ? await seedDemoCards(trx, partners, options.cardVault, now) : 0;
    // One well-known key per program for local tools' posting calls; never without demo data (so never in production).
    const developmentKeysAdded = demoData ? await seedDevelopmentKeys(trx, partners, staffTotpKeyring, now) : 0;
    if (!demoData) await warnOfDemoAccounts(trx, partners);
    return {
      partnersSynced: partners.length,
      contentSeededFor,
      merchantsAdded,
      merchantsTiming,
      booksTiming,
      reservationBooksAdded,
      demoAccountsSeededFor,
      demoCardsAdded,
      staffTotp,
      integrationKeys,
      developmentKeysAdded,
    };
  });
  const demoHistoryEventsAdded =
    demoData && options.cardVault ? await seedDemoHistory(db, partners, options.cardVault, now) : 0;
  return { ...report, demoHistoryEventsAdded };
}

/**
 * Without demo data a database seeded with it before (a production started before DEMO_DATA existed) still
 * holds the README's accounts and their published credentials: say so at every start until they are gone.
 * Looked up by their public ids and e-mails, so the check costs two index lookups at any size.
 */
async function warnOfDemoAccounts(db: Kysely<DB>, partners: readonly Partner[]): Promise<void> {
  if (partners.length === 0) return;
  const publicIds = partners.flatMap((p) => DEMO_MEMBERS.map((demo) => demoPublicId(demo.kind, p.code)));
  const staffEmails = partners.flatMap((p) => DEMO_STAFF.map((demo) => demoEmail(demo.local, p.code)));
  const members = await db.selectFrom('members').select('id').where('public_id', 'in', publicIds).execute();
  const staff = await db.selectFrom('staff').select('id').where('email', 'in', staffEmails).execute();
  const keys = await db
    .selectFrom('partner_integration_keys')
    .select('id')
    .where('id', 'like', `${DEVELOPMENT_KEY_PREFIX}%`)
    .where('revoked_at', 'is', null)
    .execute();
  if (members.length > 0 || staff.length > 0) {
    console.warn(
      `DEMO_DATA is off, but ${members.length} demo member(s) and ${staff.length} demo staff member(s) from an ` +
        'earlier start are in the database, with the passwords, TOTP secret and recovery codes the README publishes. ' +
        'Remove them (docs/deploy.md "No demo data").',
    );
  }
  if (keys.length > 0) {
    console.warn(
      `DEMO_DATA is off, but ${keys.length} development integration key(s) with the secrets the README publishes are ` +
        'active. Production refuses them; revoke them under Integration keys in the support console.',
    );
  }
}

async function catalogIsEmpty(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('merchants').select('id').limit(1).execute()).length === 0;
}
