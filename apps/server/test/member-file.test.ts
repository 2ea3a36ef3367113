import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_CAMPAIGN_PATH,
  MEMBER_FILE_CSV_HEADER,
  MEMBER_FILE_MESSAGES,
  MEMBER_FILE_PATH,
  UNSUBSCRIBE_PATH,
  type ActivationCampaignReport,
  type MemberFileReport,
} from '@forkpoint/shared/contracts/member-file';
import { PARTNER_KEY_HEADER } from '@forkpoint/shared/contracts/integration-keys';
import { signFeed } from '../src/lib/feed-signature';
import { sendDueInvitations, unsubscribeToken } from '../src/modules/members/activation-invitations';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { developmentKey, partnerCall, type PartnerKey } from './rewards-helper';

/**
 * Issue 33 part 1: a program sends its member file with its own integration key; each line is upserted by public
 * id, imported members are known visitors of /activate, and the activation campaign queues invitations the job
 * sends a few at a time, with List-Unsubscribe, to members who have not activated or opted out.
 */

const A = 'aerovia';
const B = 'cirrella';
const SECRET = 'member-file-test-session-secret-of-32+';
let ctx: IdentityContext;
const db = () => ctx.database.db;

const HEADER = MEMBER_FILE_CSV_HEADER.join(',');
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

/** A signed member file: the MAC covers "<METHOD> <path>\n" and the body. */
function sendFile(key: PartnerKey, body: string, type = 'text/csv', tamper?: (body: string) => string) {
  const now = ctx.clock.now();
  const signed = Buffer.concat([Buffer.from(`POST ${MEMBER_FILE_PATH}\n`), Buffer.from(body)]);
  return ctx.app.inject({
    method: 'POST',
    url: MEMBER_FILE_PATH,
    headers: {
      'content-type': type,
      [PARTNER_KEY_HEADER.toLowerCase()]: key.id,
      'x-forkpoint-signature': signFeed(key.secret, signed, Math.floor(now.getTime() / 1000)),
    },
    payload: tamper ? tamper(body) : body,
  });
}

async function imported(key: PartnerKey, body: string, type?: string): Promise<MemberFileReport> {
  const response = await sendFile(key, body, type);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const knownVisitor = (publicId: string, host = `${A}.localhost`) =>
  ctx.app.inject({ method: 'GET', url: `/api/Member/${publicId}`, headers: { host } });

const memberRow = (publicId: string) =>
  db().selectFrom('members').selectAll().where('public_id', '=', publicId).executeTakeFirst();

const sendInvitations = (limit: number) =>
  sendDueInvitations({
    db: db(),
    mailer: ctx.app.mailer,
    partners: ctx.app.partners.list(),
    now: ctx.clock.now(),
    limit,
    secret: SECRET,
    originOf: (partner) => `https://${partner.code}.example`,
  });

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { SESSION_SECRET: SECRET } });
});
afterAll(async () => ctx?.close());

describe('the member file', () => {
  it('creates known visitors that /activate finds in their own program only', async () => {
    const report = await imported(
      developmentKey(A),
      csv(
        'mf-ana,Ana,Reyes,Ana.Reyes@example.com,AV100200,,',
        'mf-ben,Ben,Ode,ben.ode@example.com,AV100201,VIP,active',
        '"mf-cy","Cy, Jr.",Lam,,,,inactive',
      ),
    );
    expect(report).toMatchObject({ lines: 3, created: 3, refused: 0, notes: [] });
    const ana = await knownVisitor('mf-ana');
    expect(ana.json()).toEqual({
      publicId: 'mf-ana',
      tierLevel: 'NonActivated',
      hasWebProfile: false,
      active: true,
      interfaceType: 'known',
    });
    expect((await knownVisitor('mf-ben')).json()).toMatchObject({ tierLevel: 'VIP', active: true });
    expect((await knownVisitor('mf-cy')).json()).toMatchObject({ active: false });
    expect(await memberRow('mf-ana')).toMatchObject({ email: 'ana.reyes@example.com', partner_number: 'AV100200' });
    expect((await memberRow('mf-cy'))?.first_name).toBe('Cy, Jr.');
    expect((await knownVisitor('mf-ana', `${B}.localhost`)).statusCode).toBe(404);
  });

  it('changes nothing when the same file comes again', async () => {
    const report = await imported(
      developmentKey(A),
      csv(
        'mf-ana,Ana,Reyes,ana.reyes@example.com,AV100200,,',
        'mf-ben,Ben,Ode,ben.ode@example.com,AV100201,VIP,active',
      ),
    );
    expect(report).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('reads JSON Lines, with absent keys keeping what is stored', async () => {
    const report = await imported(
      developmentKey(A),
      [
        JSON.stringify({ publicId: 'mf-cy', status: 'active' }),
        JSON.stringify({ publicId: 'mf-dee', email: 'dee@example.com' }),
      ].join('\n'),
      'application/x-ndjson',
    );
    expect(report).toMatchObject({ created: 1, updated: 1 });
    expect(await memberRow('mf-cy')).toMatchObject({ active: true, first_name: 'Cy, Jr.' });
  });

  it('refuses bad lines with their number and reason, and applies the others', async () => {
    const report = await imported(
      developmentKey(A),
      csv(
        'mf-eve,Eve,,not-an-email,,,',
        'mf-fay,Fay,,fay@example.com,,Gold,',
        'mf-gus,Gus,,ana.reyes@example.com,,,',
        'mf-hal,Hal,,hal@example.com,,,',
        'mf-hal,Hal,,hal@example.com,,,',
        'too,few',
      ),
    );
    expect(report).toMatchObject({ lines: 6, created: 1, refused: 5 });
    expect(report.notes).toEqual([
      { line: 2, publicId: 'mf-eve', outcome: 'refused', reason: 'email is not a valid e-mail address' },
      expect.objectContaining({ line: 3, publicId: 'mf-fay', reason: expect.stringMatching(/^tier must be one of/) }),
      { line: 4, publicId: 'mf-gus', outcome: 'refused', reason: MEMBER_FILE_MESSAGES.emailInUse },
      { line: 6, publicId: 'mf-hal', outcome: 'refused', reason: MEMBER_FILE_MESSAGES.duplicate(5) },
      { line: 7, publicId: 'too', outcome: 'refused', reason: 'expected 7 fields, found 2' },
    ]);
    expect(await memberRow('mf-eve')).toBeUndefined();
  });

  it("never touches another program's member, nor lets its key in", async () => {
    const report = await imported(developmentKey(B), csv('mf-ana,Mallory,,,,VIP,closed'));
    expect(report.notes).toEqual([
      { line: 2, publicId: 'mf-ana', outcome: 'refused', reason: MEMBER_FILE_MESSAGES.otherProgram },
    ]);
    expect(await memberRow('mf-ana')).toMatchObject({ partner_code: A, first_name: 'Ana', tier_level: 'NonActivated' });
  });

  it('refuses a file whose body is not the one signed, applying nothing', async () => {
    const body = csv('mf-ivy,Ivy,,,,,');
    const response = await sendFile(developmentKey(A), body, 'text/csv', (b) => b.replace('Ivy', 'Ivo'));
    expect(response.statusCode).toBe(401);
    expect(await memberRow('mf-ivy')).toBeUndefined();
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: MEMBER_FILE_PATH,
      headers: { 'content-type': 'text/csv' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses a file without the header as a whole, naming it', async () => {
    const response = await sendFile(developmentKey(A), 'public_id,name\nmf-x,X');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: [{ field: 'file', message: MEMBER_FILE_MESSAGES.badHeader }] });
  });

  it("closes for good, deletes a never-activated visitor on removal, and keeps an activated member's history", async () => {
    await imported(developmentKey(A), csv('mf-jo,Jo,,jo@example.com,,,', 'mf-kim,Kim,,kim@example.com,,,'));
    await db().updateTable('members').set({ tier_level: 'OptedIn' }).where('public_id', '=', 'mf-kim').execute();
    const report = await imported(
      developmentKey(A),
      csv('mf-jo,,,,,,removed', 'mf-kim,,,,,,removed', 'mf-ben,,,,,,closed', 'mf-dee,,,,,NonActivated,'),
    );
    expect(report).toMatchObject({ removed: 1, closed: 2 });
    expect(await memberRow('mf-jo')).toBeUndefined();
    expect(await memberRow('mf-kim')).toMatchObject({ member_type: 'ClosedAccountMember', active: false });
    const reopened = await imported(developmentKey(A), csv('mf-ben,,,,,,active'));
    expect(reopened.notes).toEqual([
      { line: 2, publicId: 'mf-ben', outcome: 'refused', reason: MEMBER_FILE_MESSAGES.closedStaysClosed },
    ]);
    expect((await knownVisitor('mf-ben')).json()).toMatchObject({ active: false });
  });
});

describe('the activation campaign', () => {
  const campaign = async (key: PartnerKey): Promise<ActivationCampaignReport> => {
    const response = await partnerCall(ctx, key, 'POST', ACTIVATION_CAMPAIGN_PATH);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const invitationsTo = (address: string) =>
    db().selectFrom('email_outbox').selectAll().where('to_address', '=', address).execute();

  it('queues each member who has not activated once, and sends a few at a time with List-Unsubscribe', async () => {
    await imported(developmentKey(A), csv('mf-lia,Lia,,lia@example.com,,,', 'mf-max,Max,,,,,'));
    await db()
      .updateTable('members')
      .set({ email_unsubscribed_at: ctx.clock.now() })
      .where('public_id', '=', 'mf-dee')
      .execute();
    const first = await campaign(developmentKey(A));
    // ana, hal, lia (mf-cy has no e-mail, mf-dee unsubscribed; ben and kim are closed, gus/eve never made it).
    expect(first).toMatchObject({ queued: 3, optedOut: 1 });
    expect(first.withoutEmail).toBeGreaterThanOrEqual(2);
    expect(await campaign(developmentKey(A))).toMatchObject({ queued: 0, alreadyInvited: 3 });

    expect(await sendInvitations(2)).toEqual({ sent: 2, skipped: 0 });
    expect(await sendInvitations(2)).toEqual({ sent: 1, skipped: 0 });
    expect(await sendInvitations(2)).toEqual({ sent: 0, skipped: 0 });

    const [mail] = await invitationsTo('lia@example.com');
    expect(mail).toMatchObject({ kind: 'activation-invitation', partner_code: A });
    expect(mail!.text_body).toContain(`https://${A}.example/activate?public_id=mf-lia`);
    const token = unsubscribeToken(SECRET, A, 'mf-lia');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<https://${A}.example${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('skips, when its turn comes, a member who activated meanwhile', async () => {
    await imported(developmentKey(A), csv('mf-ned,Ned,,ned@example.com,,,'));
    expect(await campaign(developmentKey(A))).toMatchObject({ queued: 1 });
    await db().updateTable('members').set({ tier_level: 'OptedIn' }).where('public_id', '=', 'mf-ned').execute();
    expect(await sendInvitations(10)).toEqual({ sent: 0, skipped: 1 });
    expect(await invitationsTo('ned@example.com')).toEqual([]);
  });

  it("queues nothing of another program's members", async () => {
    expect(await campaign(developmentKey(B))).toMatchObject({ queued: 0 });
  });
});

describe('the unsubscribe link', () => {
  const url = (token: string) => `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  const host = { host: `${A}.localhost` };

  it('asks first, then records the opt-out on the one-click post', async () => {
    const token = unsubscribeToken(SECRET, A, 'mf-hal');
    const page = await ctx.app.inject({ method: 'GET', url: url(token), headers: host });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/style-src 'sha256-/);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect((await memberRow('mf-hal'))?.email_unsubscribed_at).toBeNull();

    const done = await ctx.app.inject({
      method: 'POST',
      url: url(token),
      headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await memberRow('mf-hal'))?.email_unsubscribed_at).not.toBeNull();
  });

  it("refuses a forged token, or one made for another program's host", async () => {
    const forged = await ctx.app.inject({
      method: 'POST',
      url: url('mf-lia.00112233445566778899aabbccddeeff'),
      headers: host,
    });
    expect(forged.statusCode).toBe(400);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: url(unsubscribeToken(SECRET, A, 'mf-lia')),
      headers: { host: `${B}.localhost` },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await memberRow('mf-lia'))?.email_unsubscribed_at).toBeNull();
  });
});
