import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_ENTER_PATH, EMULATION_MESSAGES } from '@forkpoint/shared/contracts/emulation';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import type { Database } from '../src/db/database';
import { sha256 } from '../src/lib/hash';
import {
  endConsoleEmulation,
  endStaffSessionEmulations,
  startEmulation,
} from '../src/modules/support/emulation-console';
import type { StaffAct } from '../src/modules/support/staff-act';
import { createStaffSession } from '../src/modules/support/staff-sessions';
import { openTestDatabase } from './helper';
import { actOf, auditOf, demoStaff, refusalOf } from './staff-act-helper';

/**
 * Emulation's console rules as services (modules/support/emulation-console.ts), on the seeded database without an
 * app: a closed account or a member without a web profile is refused with its reason audited and nothing started,
 * another program's member is not found, and each start and end commits with its audit record. The HTTP side
 * (who may call, the entry link in a browser, the emulated session) is support-emulation.test.ts's.
 */
let database: Database;
const db = () => database.db;
const NOW = new Date('2030-06-01T12:00:00Z');
const ORIGINS = { appOrigin: 'https://aerovia.example', consoleOrigin: 'https://console.example' };
let agent: StaffAct;

/** A live staff session of the agent's, as sign-in opens it: an emulation lives within one. */
async function agentSessionHash(): Promise<string> {
  const { token } = await createStaffSession(db(), {
    staffId: agent.staff.id,
    partnerCode: agent.staff.partnerCode,
    now: NOW,
    userAgent: 'service-test',
    ip: '127.0.0.1',
  });
  return sha256(token);
}

const emulationsOf = (publicId: string) =>
  db()
    .selectFrom('staff_emulations as e')
    .innerJoin('members as m', 'm.id', 'e.member_id')
    .select(['e.id', 'e.ended_at', 'e.end_reason', 'e.staff_session_hash'])
    .where('m.public_id', '=', publicId)
    .orderBy('e.started_at')
    .execute();

const start = async (publicId: string, staffSessionHash?: string) =>
  startEmulation({
    db: db(),
    act: agent,
    staffSessionHash: staffSessionHash ?? (await agentSessionHash()),
    publicId,
    ...ORIGINS,
  });

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  agent = actOf(await demoStaff(db(), 'agent'), NOW);
});
afterAll(async () => database?.close());

describe('starting an emulation', () => {
  it.each([
    ['a closed account', 'demo-closed-aerovia', EMULATION_MESSAGES.closedMember],
    ['a member without a web profile', 'demo-known-aerovia', EMULATION_MESSAGES.noWebProfile],
  ])('refuses %s: 409, the reason audited, nothing started', async (_what, publicId, message) => {
    const error = await refusalOf(start(publicId));
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 409, message });
    expect(await emulationsOf(publicId)).toEqual([]);
    expect(await auditOf(db(), { type: 'member', id: publicId })).toEqual([
      expect.objectContaining({
        action: STAFF_ACTIONS.emulationRefused,
        after: { reason: message },
        staff_id: agent.staff.id,
      }),
    ]);
  });

  it("does not find another program's member (404) and writes nothing", async () => {
    const error = await refusalOf(start('demo-card-kitefund'));
    expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404 });
    expect(await emulationsOf('demo-card-kitefund')).toEqual([]);
    expect(await auditOf(db(), { type: 'member', id: 'demo-card-kitefund' })).toEqual([]);
  });

  it('answers a one-time link on the app origin, tied to the staff session, and records the start', async () => {
    const hash = await agentSessionHash();
    const started = await start('demo-card-aerovia', hash);
    expect(started.appOrigin).toBe(ORIGINS.appOrigin);
    expect(started.enterUrl).toMatch(new RegExp(`^${ORIGINS.appOrigin}${EMULATION_ENTER_PATH}\\?token=[\\w-]{43}$`));
    expect(new Date(started.tokenExpiresAt).getTime()).toBeGreaterThan(NOW.getTime());
    const [row] = await emulationsOf('demo-card-aerovia');
    expect(row).toMatchObject({ id: started.emulationId, ended_at: null, staff_session_hash: hash });
    const audit = await auditOf(db(), { type: 'member', id: 'demo-card-aerovia' });
    expect(audit.at(-1)).toMatchObject({
      action: STAFF_ACTIONS.emulationStart,
      after: { emulationId: started.emulationId, ...ORIGINS },
    });
    // The token itself is in the answer only: neither the row nor the audit record holds it.
    const token = new URL(started.enterUrl).searchParams.get('token')!;
    expect(JSON.stringify(audit)).not.toContain(token);
  });
});

describe('ending an emulation from the console', () => {
  it('ends it once, and a second end is answered and recorded as already ended', async () => {
    const { emulationId } = await start('demo-vip-aerovia');
    expect(await endConsoleEmulation({ db: db(), act: agent, emulationId })).toEqual({
      ended: true,
      message: EMULATION_MESSAGES.ended,
    });
    expect(await endConsoleEmulation({ db: db(), act: agent, emulationId })).toEqual({
      ended: false,
      message: EMULATION_MESSAGES.alreadyEnded,
    });
    const [row] = await emulationsOf('demo-vip-aerovia');
    expect(row).toMatchObject({ end_reason: 'console' });
    const ends = (await auditOf(db(), { type: 'member', id: 'demo-vip-aerovia' })).filter(
      (entry) => entry.action === STAFF_ACTIONS.emulationEnd,
    );
    expect(ends.map((entry) => entry.after)).toEqual([
      { emulationId, by: 'console', alreadyEnded: false },
      { emulationId, by: 'console', alreadyEnded: true },
    ]);
  });

  it("does not find another program's emulation (404): a kitefund agent cannot end aerovia's", async () => {
    const { emulationId } = await start('demo-basic-aerovia');
    const other = actOf(await demoStaff(db(), 'agent', 'kitefund'), NOW);
    const error = await refusalOf(endConsoleEmulation({ db: db(), act: other, emulationId }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: EMULATION_MESSAGES.notFound });
    const [row] = await emulationsOf('demo-basic-aerovia');
    expect(row?.ended_at).toBeNull();
  });
});

describe("a staff session's end", () => {
  it("ends only that session's emulations, each recorded with how it ended", async () => {
    const signedOut = await agentSessionHash();
    const stillOpen = await agentSessionHash();
    const ending = await start('demo-emailfix-aerovia', signedOut);
    const staying = await start('demo-noncard-aerovia', stillOpen);
    const ended = await endStaffSessionEmulations({
      db: db(),
      act: agent,
      idHash: signedOut,
      reason: 'staff-signed-out',
      by: 'staff-sign-out',
    });
    expect(ended).toBe(1);
    expect(await emulationsOf('demo-emailfix-aerovia')).toEqual([
      expect.objectContaining({ id: ending.emulationId, end_reason: 'staff-signed-out' }),
    ]);
    expect(await emulationsOf('demo-noncard-aerovia')).toEqual([
      expect.objectContaining({ id: staying.emulationId, ended_at: null }),
    ]);
    expect((await auditOf(db(), { type: 'member', id: 'demo-emailfix-aerovia' })).at(-1)).toMatchObject({
      action: STAFF_ACTIONS.emulationEnd,
      after: { emulationId: ending.emulationId, by: 'staff-sign-out' },
    });
  });
});
