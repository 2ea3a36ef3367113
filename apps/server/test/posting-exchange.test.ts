import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { PARTNER_KEY_HEADER } from '@forkpoint/shared/contracts/integration-keys';
import {
  POSTINGS_PATH,
  POSTING_LINES_MAX_BYTES,
  type PostingFileList,
  type PostingReconciliation,
  type PostingRejectedLines,
} from '@forkpoint/shared/contracts/postings';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { signFeed } from '../src/lib/feed-signature';
import { runRewardCycle } from '../src/modules/rewards/lifecycle';
import { realPartners } from './helper';
import type { ActivityTransaction, PagedActivity } from '@forkpoint/shared';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { ELY, testMerchant } from './merchant-fixtures';
import {
  developmentKey,
  feedEnv,
  linkTestCard,
  partnerCall,
  postFeed,
  testCardNumber,
  type PartnerKey,
} from './rewards-helper';
import { signedInStaff } from './support-helper';

/**
 * The posting exchange line by line (issue 33 part 2; docs/rewards.md "Posting"): a program answers its file's
 * lines with its own integration key, the MAC covering the JSON body; accepted lines are Awarded and posted, a
 * rejected line's reward stays Pending with the program's reason and is held out of later files until support sends
 * it again; the whole-file acknowledgement accepts what is left. Support reads each file's reconciliation.
 */
const A = 'aerovia';
const B = 'cirrella';
let ctx: IdentityContext;
const db = () => ctx.database.db;
const keyA = developmentKey(A);
const ON = (day: number) => `2030-05-${String(day).padStart(2, '0')}T19:00:00-07:00`;

let card: string;
let firstFile: string;
/** The first file's reward id by posting_line number. */
let rewardOfLine: Map<number, string>;

/** A signed line-answers call: the MAC covers "<METHOD> <path>\n" and the body's bytes. */
function answer(key: PartnerKey, fileName: string, body: unknown, sent?: string) {
  const url = `${POSTINGS_PATH}/${fileName}/Lines`;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const signed = Buffer.concat([Buffer.from(`POST ${url}\n`), Buffer.from(text)]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      [PARTNER_KEY_HEADER.toLowerCase()]: key.id,
      'x-forkpoint-signature': signFeed(key.secret, signed, Math.floor(ctx.clock.now().getTime() / 1000)),
    },
    payload: sent ?? text,
  });
}

const waitingFiles = async () =>
  ((await partnerCall(ctx, keyA, 'GET', POSTINGS_PATH)).json() as Array<{ fileName: string }>).map((f) => f.fileName);

/** The reward ids of a file by posting_line, read from the CSV the program fetches. */
async function fileLines(fileName: string): Promise<Map<number, string>> {
  const body = (await partnerCall(ctx, keyA, 'GET', `${POSTINGS_PATH}/${fileName}`)).body;
  const rows = body.trim().split('\n').slice(1);
  return new Map(rows.map((row) => row.split(',')).map((cells) => [Number(cells[0]), cells[3]!]));
}

const reward = (id: string) =>
  db()
    .selectFrom('rewards')
    .select(['award_status', 'posted_amount', 'benefit_amount', 'status_reason', 'posting_rejected_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const lineAnswers = async (fileName: string) =>
  db()
    .selectFrom('reward_posting_lines as l')
    .innerJoin('reward_postings as p', 'p.id', 'l.posting_id')
    .select(['l.line_no', 'l.status', 'l.reason'])
    .where('p.file_name', '=', fileName)
    .orderBy('l.line_no')
    .execute();

/** The next day's cycle writes the next file (daily posting: one a day); answers its name. */
async function nextDaysFile(days: number): Promise<string | undefined> {
  await runRewardCycle(db(), {
    partners: realPartners(),
    now: new Date(ctx.clock.now().getTime() + days * DAY_MS),
    postingMode: 'daily',
  });
  return (await waitingFiles()).at(-1);
}

beforeAll(async () => {
  ctx = await buildIdentityApp({ env: { ...feedEnv, REWARD_POSTING: 'daily' } });
  await insertMerchants(
    db(),
    ['PX-1', 'PX-2', 'PX-3', 'PX-4'].map((id) => testMerchant(id, `Exchange ${id}`, ELY, { partnerCodes: [A] })),
  );
  card = testCardNumber();
  await linkTestCard(ctx, `demo-card-${A}`, card, new Date('2030-05-01T00:00:00Z'));
  await postFeed(ctx, [
    ['PX-T1', 'settlement', card, 'PX-1', 5000, ON(10)],
    ['PX-T2', 'settlement', card, 'PX-2', 4000, ON(11)],
    ['PX-T3', 'settlement', card, 'PX-3', 3000, ON(12)],
  ]);
  firstFile = (await waitingFiles())[0]!;
  rewardOfLine = await fileLines(firstFile!);
});
afterAll(async () => ctx?.close());

describe('answering a posting file line by line', () => {
  it('numbers the lines as the file does', async () => {
    expect([...rewardOfLine.keys()]).toEqual([1, 2, 3]);
    expect((await lineAnswers(firstFile)).map((line) => [line.line_no, line.status])).toEqual([
      [1, null],
      [2, null],
      [3, null],
    ]);
  });

  it("refuses another program's key as a file that does not exist, and changes nothing", async () => {
    const other = await answer(developmentKey(B), firstFile, { lines: [{ line: 1, status: 'accepted' }] });
    expect(other.statusCode).toBe(404);
    const missing = await answer(keyA, 'no-such-file.csv', { lines: [{ line: 1, status: 'accepted' }] });
    expect(missing.statusCode).toBe(404);
    expect(other.json().message).toBe(missing.json().message);
    expect((await lineAnswers(firstFile)).every((line) => line.status === null)).toBe(true);
  });

  it('refuses a body the MAC does not cover with 401, and changes nothing', async () => {
    const signedFor = JSON.stringify({ lines: [{ line: 1, status: 'accepted' }] });
    const tampered = JSON.stringify({ lines: [{ line: 2, status: 'accepted' }] });
    const response = await answer(keyA, firstFile, signedFor, tampered);
    expect(response.statusCode).toBe(401);
    const wrongKey = await answer({ ...keyA, secret: developmentKey(B).secret }, firstFile, signedFor);
    expect(wrongKey.statusCode).toBe(401);
    expect((await lineAnswers(firstFile)).every((line) => line.status === null)).toBe(true);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const fieldsOf = async (body: unknown) => {
      const response = await answer(keyA, firstFile, body);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { fields: Array<{ field: string; message: string }> }).fields;
    };
    expect(await fieldsOf('not json')).toEqual([expect.objectContaining({ field: 'body' })]);
    expect(await fieldsOf({})).toEqual([expect.objectContaining({ field: 'lines' })]);
    expect(await fieldsOf({ lines: [] })).toEqual([expect.objectContaining({ field: 'lines' })]);
    expect(await fieldsOf({ lines: [{ line: 1, status: 'maybe' }] })).toEqual([
      expect.objectContaining({ field: 'lines.0.status' }),
    ]);
    expect(await fieldsOf({ lines: [{ line: 1, status: 'rejected' }] })).toEqual([
      expect.objectContaining({ field: 'lines.0.reason' }),
    ]);
    expect(await fieldsOf({ lines: [{ line: 1, status: 'rejected', reason: 'x'.repeat(201) }] })).toEqual([
      expect.objectContaining({ field: 'lines.0.reason' }),
    ]);
    expect(await fieldsOf({ lines: [{ line: 'one', status: 'accepted' }] })).toEqual([
      expect.objectContaining({ field: 'lines.0.line' }),
    ]);
    expect(
      await fieldsOf({
        lines: [
          { line: 1, status: 'accepted' },
          { line: 1, status: 'accepted' },
        ],
      }),
    ).toEqual([expect.objectContaining({ field: 'lines.1.line' })]);
    // A line the file does not have is named; nothing of the call is applied.
    const unknown = await fieldsOf({
      lines: [
        { line: 1, status: 'accepted' },
        { line: 99, status: 'accepted' },
      ],
    });
    expect(unknown).toEqual([{ field: 'lines.1.line', message: expect.stringContaining('99') }]);
    // Past the cap: 413, before the MAC or the JSON is looked at.
    const big = await answer(keyA, firstFile, JSON.stringify({ pad: 'x'.repeat(POSTING_LINES_MAX_BYTES) }));
    expect(big.statusCode).toBe(413);
    expect((await lineAnswers(firstFile)).every((line) => line.status === null)).toBe(true);
  });

  it('Awards and posts accepted lines; a rejected line stays Pending, uncredited, with the reason', async () => {
    const response = await answer(keyA, firstFile, {
      lines: [
        { line: 1, status: 'accepted' },
        { line: 2, status: 'rejected', reason: 'Account closed' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual<PostingReconciliation>({
      fileName: firstFile,
      lines: 3,
      accepted: 1,
      rejected: 1,
      outstanding: 1,
      acknowledgedAt: null,
    });
    const accepted = await reward(rewardOfLine.get(1)!);
    expect(accepted).toMatchObject({ award_status: 'Awarded', posting_rejected_at: null });
    expect(accepted.posted_amount).toBe(accepted.benefit_amount);
    const rejected = await reward(rewardOfLine.get(2)!);
    expect(rejected).toMatchObject({
      award_status: 'Pending',
      posted_amount: 0,
      status_reason: 'Not credited by AeroVia Airlines: Account closed',
    });
    expect(rejected.posting_rejected_at).not.toBeNull();
    // The member reads why in their activity.
    const member = await Browser.open(ctx.app, `${A}.localhost`);
    await member.signIn(demo('card'));
    const activity = (await member.request('GET', '/api/Member/Transactions')).json() as PagedActivity;
    expect((activity.data as ActivityTransaction[]).find((row) => row.sourceTransactionId === 'PX-T2')).toMatchObject({
      awardStatus: 'Pending',
      statusReason: 'Not credited by AeroVia Airlines: Account closed',
    });
    // Still waiting for its last line.
    expect(await waitingFiles()).toEqual([firstFile]);
  });

  it('changes nothing for the same answer again; a different one is a 409 naming the line, nothing applied', async () => {
    const same = await answer(keyA, firstFile, {
      lines: [
        { line: 1, status: 'accepted' },
        { line: 2, status: 'rejected', reason: 'Another reason' },
      ],
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ accepted: 1, rejected: 1, outstanding: 1 });
    expect((await reward(rewardOfLine.get(2)!)).status_reason).toBe('Not credited by AeroVia Airlines: Account closed');

    const changed = await answer(keyA, firstFile, {
      lines: [
        { line: 3, status: 'accepted' },
        { line: 2, status: 'accepted' },
      ],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().fields).toEqual([{ field: 'lines.1.status', message: 'Line 2 was already rejected.' }]);
    expect((await lineAnswers(firstFile)).map((line) => line.status)).toEqual(['accepted', 'rejected', null]);
    expect((await reward(rewardOfLine.get(3)!)).award_status).toBe('Pending');
  });

  it('the whole-file acknowledgement accepts the lines not answered yet, and keeps the rejected one', async () => {
    const ack = await partnerCall(ctx, keyA, 'POST', `${POSTINGS_PATH}/${firstFile}/Acknowledgement`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect((await lineAnswers(firstFile)).map((line) => line.status)).toEqual(['accepted', 'rejected', 'accepted']);
    expect((await reward(rewardOfLine.get(3)!)).award_status).toBe('Awarded');
    expect(await reward(rewardOfLine.get(2)!)).toMatchObject({ award_status: 'Pending', posted_amount: 0 });
    expect(await waitingFiles()).toEqual([]);
    // Answered in full: the same answers again change nothing and say so.
    const again = await answer(keyA, firstFile, { lines: [{ line: 3, status: 'accepted' }] });
    expect(again.json()).toMatchObject({
      accepted: 2,
      rejected: 1,
      outstanding: 0,
      acknowledgedAt: expect.any(String),
    });
  });

  it('acknowledges the file once its last line is answered', async () => {
    await postFeed(ctx, [['PX-T4', 'settlement', card, 'PX-4', 2000, ON(13)]]);
    const file = await nextDaysFile(1);
    expect(file).toBeDefined();
    const lines = await fileLines(file!);
    // The held reward is not in it.
    expect([...lines.values()]).not.toContain(rewardOfLine.get(2));
    expect(lines.size).toBe(1);
    const response = await answer(keyA, file!, { lines: [{ line: 1, status: 'accepted' }] });
    expect(response.json()).toMatchObject({
      lines: 1,
      accepted: 1,
      outstanding: 0,
      acknowledgedAt: expect.any(String),
    });
    expect(await waitingFiles()).toEqual([]);
    // Still held: the day after writes nothing for it.
    expect(await nextDaysFile(2)).toBeUndefined();
  });
});

describe("support's reconciliation", () => {
  const rejectedUrl = (fileName: string) => apiPath(SUPPORT_PATHS.postingFileRejectedLines, { fileName });
  const sendAgainUrl = (fileName: string, line: number) =>
    apiPath(SUPPORT_PATHS.postingLineSendAgain, { fileName, line: String(line) });

  it('lists the files newest first with their counts, and a file’s rejected lines', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: A });
    const list = await agent.request('GET', SUPPORT_PATHS.postingFiles);
    expect(list.statusCode, list.body).toBe(200);
    const { files } = list.json() as PostingFileList;
    expect(files).toHaveLength(2);
    expect(files[1]).toMatchObject({ fileName: firstFile, lines: 3, accepted: 2, rejected: 1, outstanding: 0 });
    expect(files[0]).toMatchObject({ lines: 1, accepted: 1, rejected: 0 });

    const rejected = await agent.request('GET', rejectedUrl(firstFile));
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toEqual<PostingRejectedLines>({
      fileName: firstFile,
      lines: [
        {
          line: 2,
          memberPublicId: `demo-card-${A}`,
          memberName: expect.any(String),
          rewardId: rewardOfLine.get(2)!,
          amount: expect.any(Number),
          reason: 'Account closed',
          answeredAt: expect.any(String),
          sentAgain: false,
        },
      ],
    });
  });

  it("keeps each program's files to its own staff, and to agents and admins", async () => {
    const otherAgent = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: B });
    expect(((await otherAgent.request('GET', SUPPORT_PATHS.postingFiles)).json() as PostingFileList).files).toEqual([]);
    expect((await otherAgent.request('GET', rejectedUrl(firstFile))).statusCode).toBe(404);
    expect((await otherAgent.request('POST', sendAgainUrl(firstFile, 2))).statusCode).toBe(404);
    const editor = await signedInStaff(ctx.app, ctx.clock, 'content_editor', { partner: A });
    expect((await editor.request('GET', SUPPORT_PATHS.postingFiles)).statusCode).toBe(403);
    expect((await editor.request('POST', sendAgainUrl(firstFile, 2))).statusCode).toBe(403);
    expect((await reward(rewardOfLine.get(2)!)).posting_rejected_at).not.toBeNull();
  });

  it('refuses a send-again without the CSRF token', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: A });
    agent.token = '';
    expect((await agent.request('POST', sendAgainUrl(firstFile, 2))).statusCode).toBe(403);
    expect((await reward(rewardOfLine.get(2)!)).posting_rejected_at).not.toBeNull();
  });

  it('sends a rejected line again: audited, and the following file carries the reward', async () => {
    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: A });
    expect((await agent.request('POST', sendAgainUrl(firstFile, 1))).statusCode).toBe(409);
    expect((await agent.request('POST', sendAgainUrl(firstFile, 9))).statusCode).toBe(404);

    const sent = await agent.request('POST', sendAgainUrl(firstFile, 2));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ fileName: firstFile, line: 2, rewardId: rewardOfLine.get(2) });
    expect(await reward(rewardOfLine.get(2)!)).toMatchObject({
      award_status: 'Pending',
      posting_rejected_at: null,
      status_reason: null,
    });
    expect((await agent.request('POST', sendAgainUrl(firstFile, 2))).statusCode).toBe(409);
    const audit = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'target_type', 'target_id'])
      .where('action', 'like', 'posting.%')
      .where('partner_code', '=', A)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'posting.send-again-refused',
      'posting.send-again-refused',
      'posting.send-again',
      'posting.send-again-refused',
    ]);
    expect(audit[2]).toMatchObject({ target_type: 'posting-line', target_id: `${firstFile}#2` });
    const rejected = (await agent.request('GET', rejectedUrl(firstFile))).json() as PostingRejectedLines;
    expect(rejected.lines[0]!.sentAgain).toBe(true);

    const file = await nextDaysFile(3);
    expect(file).toBeDefined();
    expect([...(await fileLines(file!)).values()]).toEqual([rewardOfLine.get(2)]);
  });
});
