import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRATION_KEY_MESSAGES,
  PARTNER_KEYS_MAX_ACTIVE,
  type IntegrationKeyCreated,
  type IntegrationKeyList,
} from '@forkpoint/shared/contracts/integration-keys';
import { seedDatabase } from '../src/bootstrap';
import { DEVELOPMENT_STAFF_TOTP_KEY, EnvError } from '../src/config/env';
import {
  activeKeyWithSecret,
  developmentKeyId,
  resealIntegrationKeys,
  seedDevelopmentKeys,
} from '../src/modules/integration-keys/integration-keys';
import { openKeySecret } from '../src/modules/integration-keys/key-secrets';
import {
  PARTNER_KEY_COMMAND,
  parsePartnerKeyArgs,
  runPartnerKeyCommand,
} from '../src/modules/support/partner-key-command';
import { POSTINGS_PATH } from '../src/modules/rewards/posting-routes';
import { staffTotpKeyring } from '../src/lib/totp-secrets';
import { signFeed } from '../src/lib/feed-signature';
import { buildTestApp, realPartners, type TestContext } from './helper';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { FEED_SECRET, developmentKey, feedEnv, partnerCall, type PartnerKey } from './rewards-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * Issue 28 defect 4: a partner's posting-file calls are authorised by that partner's own integration key, and the
 * program is the key's, never one the request names (?partner=, a file name, the host). Partner A's key cannot list,
 * fetch or acknowledge partner B's files; the card network's processor secret authorises none of them; a revoked key
 * is refused; two keys are active at once and a third is refused until one is revoked. Admins make and revoke keys in
 * the console, or with `npm run partner-key:create` (modules/support/partner-key-command.ts).
 */

const A = 'aerovia';
const B = 'cirrella';
const fileOf = (partner: string) => `${partner}-20300601-001.csv`;
const BODY = (partner: string) =>
  `posting_line,partner_number,member_public_id,reward_id,source_code,transaction_date,amount\n1,,demo-card-${partner},1,P,2030-06-01,150\n`;

let ctx: IdentityContext;
const db = () => ctx.database.db;

/** A posting file waiting for `partner`, as the daily cycle writes one (no lines: nothing to credit). */
async function insertPostingFile(partner: string) {
  await db()
    .insertInto('reward_postings')
    .values({
      partner_code: partner,
      file_name: fileOf(partner),
      line_count: 1,
      total_amount: 150,
      body: BODY(partner),
      created_at: new Date('2030-06-01T06:00:00Z'),
      acknowledged_at: null,
    })
    .execute();
}

const acknowledgedAt = async (partner: string) =>
  (
    await db()
      .selectFrom('reward_postings')
      .select('acknowledged_at')
      .where('file_name', '=', fileOf(partner))
      .executeTakeFirstOrThrow()
  ).acknowledged_at;

const list = (key: PartnerKey, query = '') => partnerCall(ctx, key, 'GET', `${POSTINGS_PATH}${query}`);
const fetchFile = (key: PartnerKey, name: string) => partnerCall(ctx, key, 'GET', `${POSTINGS_PATH}/${name}`);
const acknowledge = (key: PartnerKey, name: string) =>
  partnerCall(ctx, key, 'POST', `${POSTINGS_PATH}/${name}/Acknowledgement`);
const fileNames = (response: { json(): unknown }) =>
  (response.json() as Array<{ fileName: string }>).map((file) => file.fileName);

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { ...feedEnv, REWARD_POSTING: 'daily' } });
  await insertPostingFile(A);
  await insertPostingFile(B);
});
afterAll(async () => ctx?.close());

describe("a partner's key and another partner's posting files", () => {
  const keyA = developmentKey(A);
  const keyB = developmentKey(B);

  it("lists only its own program's files, whatever ?partner= names", async () => {
    const own = await list(keyA);
    expect(own.statusCode, own.body).toBe(200);
    expect(fileNames(own)).toEqual([fileOf(A)]);
    expect(fileNames(await list(keyB))).toEqual([fileOf(B)]);
    // ?partner= is accepted when it is the key's own program…
    expect(fileNames(await list(keyA, `?partner=${A}`))).toEqual([fileOf(A)]);
    // …and refused when it names another, without a word of that program's files.
    const other = await list(keyA, `?partner=${B}`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(fileOf(B));
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("cannot fetch or acknowledge B's file: 404, as a file that does not exist, and B's file stays waiting", async () => {
    const fetched = await fetchFile(keyA, fileOf(B));
    expect(fetched.statusCode).toBe(404);
    expect(fetched.body).not.toContain(`demo-card-${B}`);
    const missing = await fetchFile(keyA, 'no-such-file.csv');
    expect(fetched.json().message).toBe(missing.json().message);

    const acknowledged = await acknowledge(keyA, fileOf(B));
    expect(acknowledged.statusCode).toBe(404);
    expect(await acknowledgedAt(B)).toBeNull();

    // B's own key fetches it; A's own file answers A's key.
    const ownB = await fetchFile(keyB, fileOf(B));
    expect(ownB.statusCode).toBe(200);
    expect(ownB.body).toBe(BODY(B));
    expect((await fetchFile(keyA, fileOf(A))).body).toBe(BODY(A));
  });

  it("refuses A's key id signed with another secret, and the card network's processor secret, with or without a key", async () => {
    expect((await list({ id: keyA.id, secret: keyB.secret })).statusCode).toBe(401);
    expect((await list({ id: keyA.id, secret: FEED_SECRET })).statusCode).toBe(401);
    const url = `${POSTINGS_PATH}/${fileOf(B)}/Acknowledgement`;
    const processorSigned = await ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        'x-forkpoint-signature': signFeed(FEED_SECRET, `POST ${url}`, Math.floor(ctx.clock.now().getTime() / 1000)),
      },
    });
    expect(processorSigned.statusCode).toBe(401);
    expect(processorSigned.json().message).toMatch(/X-Forkpoint-Key header is missing/);
    expect(await acknowledgedAt(B)).toBeNull();
    // An unknown key id (well-formed or not) is refused the same way.
    expect((await list({ id: 'fpk_nosuchkeynosuchkeynosu', secret: keyA.secret })).statusCode).toBe(401);
    expect((await list({ id: '../../etc', secret: keyA.secret })).statusCode).toBe(401);
  });

  it("acknowledges its own file with its own key; the key's last use is kept", async () => {
    const ack = await acknowledge(keyA, fileOf(A));
    expect(ack.statusCode, ack.body).toBe(200);
    expect(await acknowledgedAt(A)).not.toBeNull();
    expect(await acknowledgedAt(B)).toBeNull();
    const row = await db()
      .selectFrom('partner_integration_keys')
      .select('last_used_at')
      .where('id', '=', keyA.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
  });
});

describe('integration keys in the support console (admins)', () => {
  let admin: StaffBrowser;
  beforeAll(async () => {
    admin = await signedInStaff(ctx.app, ctx.clock, 'admin', { partner: B });
  });
  const API = '/api/Support/IntegrationKeys';
  const keys = async (by = admin) => {
    const response = await by.request('GET', API);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as IntegrationKeyList;
  };
  let created: IntegrationKeyCreated;

  it("lists the program's keys without a secret: the demo seed's development key", async () => {
    const listed = await keys();
    expect(listed.maxActive).toBe(PARTNER_KEYS_MAX_ACTIVE);
    expect(listed.keys).toEqual([
      expect.objectContaining({ id: developmentKeyId(B), createdBy: 'demo seed', revokedAt: null }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(developmentKey(B).secret);
  });

  it('creates a key whose secret is shown once, kept only sealed, and signs calls beside the first: two active keys', async () => {
    const response = await admin.request('POST', API, { label: 'Posting job 2030' });
    expect(response.statusCode, response.body).toBe(200);
    created = response.json() as IntegrationKeyCreated;
    expect(created.key).toMatchObject({ label: 'Posting job 2030', createdBy: `staff.admin@${B}.example` });
    expect(created.key.id).toMatch(/^fpk_[a-z2-7]{24}$/);
    expect(created.secret).toMatch(/^fps_[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');

    // Shown once: not in the list, nor in the database or the audit log in clear.
    expect(JSON.stringify(await keys())).not.toContain(created.secret);
    const dump = JSON.stringify(
      (await sql`SELECT * FROM partner_integration_keys`.execute(db())).rows.concat(
        (await sql`SELECT * FROM staff_audit_log`.execute(db())).rows,
      ),
    );
    expect(dump).not.toContain(created.secret);
    const row = await db()
      .selectFrom('partner_integration_keys')
      .selectAll()
      .where('id', '=', created.key.id)
      .executeTakeFirstOrThrow();
    expect(row.partner_code).toBe(B);
    // A copy of the database alone opens nothing: another STAFF_TOTP_KEY does not, nor the row moved to another program.
    const sealed = { keyId: row.secret_key_id, sealed: row.secret_sealed };
    const stranger = staffTotpKeyring(randomBytes(32).toString('hex'));
    expect(openKeySecret(stranger, { id: row.id, partnerCode: B }, sealed)).toBeNull();
    expect(
      openKeySecret(staffTotpKeyring(DEVELOPMENT_STAFF_TOTP_KEY), { id: row.id, partnerCode: A }, sealed),
    ).toBeNull();
    expect(openKeySecret(staffTotpKeyring(DEVELOPMENT_STAFF_TOTP_KEY), { id: row.id, partnerCode: B }, sealed)).toBe(
      created.secret,
    );

    // Both active keys sign B's calls.
    const fresh = { id: created.key.id, secret: created.secret };
    expect(fileNames(await list(fresh))).toEqual([fileOf(B)]);
    expect(fileNames(await list(developmentKey(B)))).toEqual([fileOf(B)]);
    expect((await keys()).keys.find((key) => key.id === created.key.id)?.lastUsedAt).not.toBeNull();

    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'target_id', 'after', 'staff_email'])
      .where('action', '=', 'integration-key.create')
      .execute();
    expect(audit).toEqual([
      {
        action: 'integration-key.create',
        target_id: created.key.id,
        after: { id: created.key.id, label: 'Posting job 2030', active: true },
        staff_email: `staff.admin@${B}.example`,
      },
    ]);
  });

  it('refuses a third active key (409, audited) until one is revoked', async () => {
    const third = await admin.request('POST', API, { label: 'One too many' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(INTEGRATION_KEY_MESSAGES.tooMany);
    expect((await keys()).keys.filter((key) => key.revokedAt === null)).toHaveLength(2);
    const refused = await db()
      .selectFrom('staff_audit_log')
      .select('after')
      .where('action', '=', 'integration-key.refused')
      .executeTakeFirstOrThrow();
    expect(refused.after).toMatchObject({ status: 409 });
    // The command line is held to the same limit.
    await expect(
      runPartnerKeyCommand({ partner: B }, { env: ctx.env, db: db(), partners: realPartners() }),
    ).rejects.toThrow(new EnvError(INTEGRATION_KEY_MESSAGES.tooMany));
  });

  it('revokes a key: calls signed with it are refused at once, and a new one may be made', async () => {
    const revoked = await admin.request('POST', `${API}/${developmentKeyId(B)}/Revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      key: { id: developmentKeyId(B), revokedBy: `staff.admin@${B}.example` },
      message: INTEGRATION_KEY_MESSAGES.revoked,
    });
    const refused = await list(developmentKey(B));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This integration key is unknown or revoked.');
    expect((await acknowledge(developmentKey(B), fileOf(B))).statusCode).toBe(401);
    expect(await acknowledgedAt(B)).toBeNull();
    // The other key still works; revoking twice changes nothing; the database keeps a revoked key revoked.
    expect((await list({ id: created.key.id, secret: created.secret })).statusCode).toBe(200);
    const again = await admin.request('POST', `${API}/${developmentKeyId(B)}/Revoke`);
    expect(again.json().message).toBe(INTEGRATION_KEY_MESSAGES.alreadyRevoked);
    await expect(
      db()
        .updateTable('partner_integration_keys')
        .set({ revoked_at: new Date(), revoked_by: 'someone' })
        .where('id', '=', developmentKeyId(B))
        .execute(),
    ).rejects.toThrow(/stays revoked/);
    expect((await admin.request('POST', API, { label: 'Successor' })).statusCode).toBe(200);
  });

  it("answers 404 for another program's key and leaves it working; refuses agents (403) and a blank label (400)", async () => {
    const other = await admin.request('POST', `${API}/${developmentKeyId(A)}/Revoke`);
    expect(other.statusCode).toBe(404);
    expect((await list(developmentKey(A))).statusCode).toBe(200);
    expect((await keys()).keys.map((key) => key.id)).not.toContain(developmentKeyId(A));

    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: B });
    expect((await agent.request('GET', API)).statusCode).toBe(403);
    expect((await agent.request('POST', API, { label: 'Agent key' })).statusCode).toBe(403);
    expect((await agent.request('POST', `${API}/${created.key.id}/Revoke`)).statusCode).toBe(403);
    expect((await list({ id: created.key.id, secret: created.secret })).statusCode).toBe(200);

    const blank = await admin.request('POST', API, { label: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([expect.objectContaining({ field: 'label' })]);
  });
});

describe('keys made at once', () => {
  it('never make a third active key: of four creations in parallel two are made and two refused', async () => {
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin', { partner: 'northloft' });
    expect(
      (await admin.request('POST', `/api/Support/IntegrationKeys/${developmentKeyId('northloft')}/Revoke`)).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => admin.request('POST', '/api/Support/IntegrationKeys', { label: `Parallel ${n}` })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const active = await db()
      .selectFrom('partner_integration_keys')
      .select('id')
      .where('partner_code', '=', 'northloft')
      .where('revoked_at', 'is', null)
      .execute();
    expect(active).toHaveLength(PARTNER_KEYS_MAX_ACTIVE);
  });
});

describe('npm run partner-key:create', () => {
  const command = (...args: string[]) =>
    runPartnerKeyCommand(parsePartnerKeyArgs(args), { env: ctx.env, db: db(), partners: realPartners() });

  /** The id and secret as the person who ran the command would copy them. */
  const shown = (output: string) => ({
    id: /^ {2}key id +(\S+)$/m.exec(output)![1]!,
    secret: /^ {2}secret +(\S+)$/m.exec(output)![1]!,
  });

  it('prints a new key of the program once; it signs that program’s calls and no other’s', async () => {
    const output = await command('--partner', A, '--label', 'Nightly posting job');
    expect(output).toContain('Integration key of AeroVia Airlines (aerovia): Nightly posting job');
    const key = shown(output);
    expect(key.id).toMatch(/^fpk_[a-z2-7]{24}$/);
    expect(output).toContain(`X-Forkpoint-Key: ${key.id}`);
    expect((await fetchFile(key, fileOf(A))).statusCode).toBe(200);
    expect((await fetchFile(key, fileOf(B))).statusCode).toBe(404);
    const row = await db()
      .selectFrom('partner_integration_keys')
      .select(['partner_code', 'created_by', 'secret_sealed'])
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ partner_code: A, created_by: PARTNER_KEY_COMMAND });
    expect(row.secret_sealed).not.toContain(key.secret);
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['staff_email', 'request_id', 'partner_code'])
      .where('action', '=', 'integration-key.create')
      .where('target_id', '=', key.id)
      .execute();
    expect(audit).toEqual([{ staff_email: PARTNER_KEY_COMMAND, request_id: PARTNER_KEY_COMMAND, partner_code: A }]);
  });

  it('refuses an unknown program and a missing --partner with the usage', async () => {
    await expect(command('--partner', 'nowhere')).rejects.toThrow(/^No partner nowhere: one of aerovia, /);
    expect(() => parsePartnerKeyArgs([])).toThrow(/^Usage: npm run partner-key:create -- --partner CODE/);
    expect(() => parsePartnerKeyArgs(['--partner', A, '--bogus'])).toThrow(EnvError);
  });
});

describe('integration keys after a STAFF_TOTP_KEY rotation', () => {
  it('are sealed again under the new key at start, and the new key alone opens them', async () => {
    const newKey = randomBytes(32).toString('hex');
    const report = await resealIntegrationKeys(db(), staffTotpKeyring(newKey, [DEVELOPMENT_STAFF_TOTP_KEY]));
    expect(report.resealed).toBeGreaterThan(0);
    expect(report.unreadable).toBe(0);
    const id = developmentKeyId('quillmere');
    expect((await activeKeyWithSecret(db(), staffTotpKeyring(newKey), id))?.secret).toBe(
      developmentKey('quillmere').secret,
    );
    expect(await activeKeyWithSecret(db(), staffTotpKeyring(DEVELOPMENT_STAFF_TOTP_KEY), id)).toBeNull();
  });
});

describe('production', () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await buildTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40) }, seed: false });
    await seedDatabase(production.env, production.database, realPartners(), { merchants: 0 });
  });
  afterAll(async () => production?.close());

  it('seeds no integration key, refuses the development keys even where a database holds them, and takes a made one', async () => {
    const pdb = production.database.db;
    expect(await pdb.selectFrom('partner_integration_keys').select('id').execute()).toEqual([]);
    // A database that once had demo data still holds the well-known keys: production refuses them.
    await pdb
      .transaction()
      .execute((trx) =>
        seedDevelopmentKeys(trx, realPartners(), staffTotpKeyring(production.env.STAFF_TOTP_KEY), new Date()),
      );
    const refused = await partnerCall(production, developmentKey(A), 'GET', POSTINGS_PATH);
    expect(refused.statusCode).toBe(401);
    const output = await runPartnerKeyCommand(
      { partner: A },
      { env: production.env, db: pdb, partners: realPartners() },
    );
    const id = /^ {2}key id +(\S+)$/m.exec(output)![1]!;
    const secret = /^ {2}secret +(\S+)$/m.exec(output)![1]!;
    const listed = await partnerCall(production, { id, secret }, 'GET', POSTINGS_PATH);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([]);
  });
});
