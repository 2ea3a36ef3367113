import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATION_MESSAGES, EMULATION_TOKEN_TTL_MS } from '@forkpoint/shared/contracts/emulation';
import { STAFF_ABSOLUTE_TIMEOUT_MS, STAFF_IDLE_TIMEOUT_MS } from '@forkpoint/shared/contracts/support';
import { STAFF_ACTIONS } from '@forkpoint/shared/contracts/support-audit';
import {
  ALLOWED_WHILE_EMULATING,
  MEMBER_ACTS_REFUSED,
  REFUSED_WHILE_EMULATING,
  emulationPolicyOf,
  routesSeenBy,
} from '../src/modules/support/emulation-guard';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const CARD_MEMBER = 'demo-card-aerovia';
/** The native app's user agent (the app-only bonus AVAPP500 is offered there only). */
const APP_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 canvas/3.2.0';
const SURVEY_ANSWER = {
  answers: { overall: 5, found_restaurant: 'Yes', improve: 'More brunch places' },
  tracking: { utm_campaign: null, utm_medium: 'web', utm_source: '/search', public_id: null, partner_code: 'aerovia' },
};

interface Started {
  emulationId: string;
  enterUrl: string;
  appOrigin: string;
}

async function start(staff: StaffBrowser, publicId = CARD_MEMBER) {
  return staff.request('POST', `/api/Support/Members/${publicId}/Emulation`);
}

/** An agent starts an emulation and its browser opens the entry link, as the console's window does. */
async function emulating(publicId = CARD_MEMBER): Promise<{ browser: StaffBrowser; started: Started }> {
  const browser = await signedInStaff(ctx.app, ctx.clock, 'agent');
  const response = await start(browser, publicId);
  expect(response.statusCode, response.body).toBe(200);
  const started = response.json() as Started;
  const entered = await browser.request('GET', pathOf(started.enterUrl));
  expect(entered.statusCode).toBe(303);
  expect(entered.headers.location).toBe('/');
  return { browser, started };
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

const auditOf = (emulationId: string) =>
  db()
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_email', 'target_id', 'after'])
    .where('after', '@>', JSON.stringify({ emulationId }) as never)
    .orderBy('id')
    .execute();

describe('starting an emulation (POST /api/Support/Members/{id}/Emulation)', () => {
  it('opens a member session marked as emulated through a one-time link, and audits start and entry', async () => {
    const { browser, started } = await emulating();
    expect(started.appOrigin).toBe('http://aerovia.localhost');
    expect(started.enterUrl).toMatch(/^http:\/\/aerovia\.localhost\/api\/Emulation\/Enter\?token=[\w-]{43}$/);

    const member = await browser.request('GET', '/api/Member');
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({
      publicId: CARD_MEMBER,
      emulation: { id: started.emulationId, consoleOrigin: 'http://aerovia.localhost' },
    });

    // The link is spent: a second use (or anyone who copied it) is refused with a page saying so.
    const again = await new Browser(ctx.app).request('GET', pathOf(started.enterUrl));
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(EMULATION_MESSAGES.linkSpent);

    const audit = await auditOf(started.emulationId);
    expect(audit.map((a) => a.action)).toEqual([STAFF_ACTIONS.emulationStart, STAFF_ACTIONS.emulationEnter]);
    expect(audit.every((a) => a.staff_email === 'support.staff@aerovia.example' && a.target_id === CARD_MEMBER)).toBe(
      true,
    );
  });

  it('keeps the member answer as the spec has it when the member signs in themself', async () => {
    const member = await Browser.open(ctx.app);
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    const answer = (await member.request('GET', '/api/Member')).json() as Record<string, unknown>;
    expect(answer.publicId).toBe(CARD_MEMBER);
    expect(answer).not.toHaveProperty('emulation');
  });

  it('refuses a link after 60 seconds', async () => {
    const browser = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const started = (await start(browser)).json() as Started;
    ctx.clock.advance(EMULATION_TOKEN_TTL_MS + 1000);
    const entered = await browser.request('GET', pathOf(started.enterUrl));
    expect(entered.statusCode).toBe(410);
    expect((await browser.request('GET', '/api/Member')).statusCode).toBe(401);
  });

  it('refuses a closed account and a member without a web account, with a clear message, audited', async () => {
    const browser = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const closed = await start(browser, 'demo-closed-aerovia');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ message: EMULATION_MESSAGES.closedMember });
    const known = await start(browser, 'demo-known-aerovia');
    expect(known.statusCode).toBe(409);
    expect(known.json()).toMatchObject({ message: EMULATION_MESSAGES.noWebProfile });
    const refusals = await db()
      .selectFrom('staff_audit_log')
      .select('target_id')
      .where('action', '=', STAFF_ACTIONS.emulationRefused)
      .where('target_id', 'in', ['demo-closed-aerovia', 'demo-known-aerovia'])
      .execute();
    expect(refusals.map((r) => r.target_id).sort()).toEqual(['demo-closed-aerovia', 'demo-known-aerovia']);
    const opened = await db()
      .selectFrom('staff_emulations as e')
      .innerJoin('members as m', 'm.id', 'e.member_id')
      .select('e.id')
      .where('m.public_id', 'in', ['demo-closed-aerovia', 'demo-known-aerovia'])
      .execute();
    expect(opened).toEqual([]);
  });

  it('is for agents and admins only, of their own partner', async () => {
    const editor = await signedInStaff(ctx.app, ctx.clock, 'content_editor');
    expect((await start(editor)).statusCode).toBe(403);
    const other = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: 'brambleway' });
    expect((await start(other)).statusCode).toBe(404);
    const signedOut = await Browser.open(ctx.app);
    expect((await signedOut.request('POST', `/api/Support/Members/${CARD_MEMBER}/Emulation`)).statusCode).toBe(401);
  });

  it("does not open an aerovia emulation on another partner's host", async () => {
    const browser = await signedInStaff(ctx.app, ctx.clock, 'agent');
    const started = (await start(browser)).json() as Started;
    const elsewhere = await Browser.open(ctx.app, 'brambleway.localhost');
    expect((await elsewhere.request('GET', pathOf(started.enterUrl))).statusCode).toBe(410);
  });
});

describe('while emulating', () => {
  it('refuses card linking and removal and profile, password and e-mail changes (403), each audited', async () => {
    const { browser, started } = await emulating();
    const calls = [
      await browser.request('POST', '/api/Member/Cards', { creditCards: [], gRecaptchaResponse: 'x' }),
      await browser.request('DELETE', '/api/Member/Cards?id=mc-anything'),
      await browser.request('PUT', '/api/Member', { firstName: 'Mallory' }),
      await browser.request('PUT', '/api/Member', { password: 'a new password 123', oldPassword: 'x' }),
      await browser.request('PUT', '/api/Member/Credentials', { email: 'new@example.com' }),
    ];
    for (const response of calls) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: EMULATION_MESSAGES.refused });
    }
    const member = await db()
      .selectFrom('members')
      .select('first_name')
      .where('public_id', '=', CARD_MEMBER)
      .executeTakeFirstOrThrow();
    expect(member.first_name).not.toBe('Mallory');
    const refused = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationRefused);
    expect(refused.map((a) => (a.after as { call: string }).call)).toEqual([
      'POST /api/Member/Cards',
      'DELETE /api/Member/Cards',
      'PUT /api/Member',
      'PUT /api/Member',
      'PUT /api/Member/Credentials',
    ]);
    expect(refused.every((a) => a.staff_email === 'support.staff@aerovia.example')).toBe(true);
  });

  it('lets the member change their own profile outside an emulation', async () => {
    const member = await Browser.open(ctx.app);
    await member.signIn(demo('noncard'));
    const response = await member.request('PUT', '/api/Member', { firstName: 'Nora' });
    expect(response.statusCode).not.toBe(403);
  });

  it('records every other mutating call as the staff member, before it runs', async () => {
    const { browser, started } = await emulating();
    const activate = await browser.request('POST', '/api/Member/Activate', { publicId: CARD_MEMBER });
    expect(activate.statusCode).toBe(200);
    // Reads are not actions.
    await browser.request('GET', '/api/Member/Cards');
    const calls = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationMemberCall);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      staff_email: 'support.staff@aerovia.example',
      target_id: CARD_MEMBER,
      after: { emulationId: started.emulationId, call: 'POST /api/Member/Activate' },
    });
  });

  it('names every refused call as a route the server has', () => {
    for (const key of REFUSED_WHILE_EMULATING) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      expect(ctx.app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('records an exit message the member app refused, and only from an emulated session', async () => {
    const { browser, started } = await emulating();
    const report = await browser.request('POST', '/api/Emulation/RefusedExit', {
      origin: 'http://evil.example',
      reason: 'origin',
    });
    expect(report.statusCode).toBe(200);
    const refused = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationExitRefused);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.after).toMatchObject({ origin: 'http://evil.example', reason: 'origin' });
    // Not a second, generic entry for the report itself.
    expect((await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationMemberCall)).toEqual(
      [],
    );

    const bad = await browser.request('POST', '/api/Emulation/RefusedExit', {
      origin: 'x'.repeat(400),
      reason: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    const member = await Browser.open(ctx.app);
    await member.signIn(demo('vip'));
    const own = await member.request('POST', '/api/Emulation/RefusedExit', { origin: 'http://x', reason: 'origin' });
    expect(own.statusCode).toBe(403);
  });
});

describe('ending an emulation', () => {
  it('from the console: the member session ends, audited; a second end says it had ended', async () => {
    const { browser, started } = await emulating();
    const end = await browser.request('POST', `/api/Support/Emulation/${started.emulationId}/End`);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual({ ended: true, message: EMULATION_MESSAGES.ended });
    expect((await browser.request('GET', '/api/Member')).statusCode).toBe(401);
    const again = await browser.request('POST', `/api/Support/Emulation/${started.emulationId}/End`);
    expect(again.json()).toEqual({ ended: false, message: EMULATION_MESSAGES.alreadyEnded });
    const row = await db()
      .selectFrom('staff_emulations')
      .selectAll()
      .where('id', '=', started.emulationId)
      .executeTakeFirstOrThrow();
    expect(row.end_reason).toBe('console');
    const ends = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationEnd);
    expect(ends.map((a) => (a.after as { alreadyEnded: boolean }).alreadyEnded)).toEqual([false, true]);
  });

  it('when the member app signs out', async () => {
    const { browser, started } = await emulating();
    expect((await browser.request('GET', '/api/SignOut')).statusCode).toBe(200);
    const row = await db()
      .selectFrom('staff_emulations')
      .selectAll()
      .where('id', '=', started.emulationId)
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
    expect(row.end_reason).toBe('signed-out');
    const ends = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationEnd);
    expect(ends).toHaveLength(1);
    expect(ends[0]!.after).toMatchObject({ by: 'member-app-sign-out' });
  });

  it("not another partner's, nor an id that is none", async () => {
    const { started } = await emulating();
    const other = await signedInStaff(ctx.app, ctx.clock, 'agent', { partner: 'brambleway' });
    expect((await other.request('POST', `/api/Support/Emulation/${started.emulationId}/End`)).statusCode).toBe(404);
    const bad = await other.request('POST', '/api/Support/Emulation/not-a-uuid/End');
    expect(bad.statusCode).toBe(400);
    const row = await db()
      .selectFrom('staff_emulations')
      .select('ended_at')
      .where('id', '=', started.emulationId)
      .executeTakeFirstOrThrow();
    expect(row.ended_at).toBeNull();
  });
});

/**
 * The emulated window in a browser of its own (as with a console on a host of its own, SUPPORT_CONSOLE_ORIGIN):
 * it carries no staff cookie, so whatever ends it must come from the server's side.
 */
async function emulatingInWindow(publicId = CARD_MEMBER) {
  const staff = await signedInStaff(ctx.app, ctx.clock, 'agent');
  const response = await start(staff, publicId);
  expect(response.statusCode, response.body).toBe(200);
  const started = response.json() as Started;
  const window = await Browser.open(ctx.app);
  expect((await window.request('GET', pathOf(started.enterUrl))).statusCode).toBe(303);
  expect((await window.request('GET', '/api/Member')).statusCode).toBe(200);
  return { staff, window, started };
}

const emulationRow = (id: string) =>
  db().selectFrom('staff_emulations').select(['ended_at', 'end_reason']).where('id', '=', id).executeTakeFirstOrThrow();

describe('an emulation ends with the staff session that started it (issue 28)', () => {
  it('when the staff member signs out: the window answers 401 and writes nothing, the end audited', async () => {
    const { staff, window, started } = await emulatingInWindow();
    expect((await staff.request('POST', '/api/Support/SignOut')).statusCode).toBe(200);
    expect((await window.request('GET', '/api/Member')).statusCode).toBe(401);
    const write = await window.request('POST', '/api/Member/Activate', { publicId: CARD_MEMBER });
    expect(write.statusCode).toBe(401);
    expect(await emulationRow(started.emulationId)).toMatchObject({ end_reason: 'staff-signed-out' });
    const audit = await auditOf(started.emulationId);
    expect(audit.filter((a) => a.action === STAFF_ACTIONS.emulationMemberCall)).toEqual([]);
    expect(audit.filter((a) => a.action === STAFF_ACTIONS.emulationEnd).map((a) => a.after)).toEqual([
      { emulationId: started.emulationId, by: 'staff-sign-out' },
    ]);
  });

  it('when the staff session idles out (15 minutes without a console call), however busy the window is', async () => {
    const { staff, window, started } = await emulatingInWindow();
    // The window keeps its own member session alive; the console is left alone.
    for (let minutes = 5; minutes < STAFF_IDLE_TIMEOUT_MS / 60_000; minutes += 5) {
      ctx.clock.advance(5 * 60_000);
      expect((await window.request('GET', '/api/Member')).statusCode, `${minutes} min`).toBe(200);
    }
    ctx.clock.advance(5 * 60_000 + 1000);
    expect((await window.request('GET', '/api/Member')).statusCode).toBe(401);
    expect((await window.request('POST', '/api/Member/Activate', { publicId: CARD_MEMBER })).statusCode).toBe(401);
    expect((await staff.request('GET', '/api/Support/Session')).statusCode).toBe(401);
    // No job ran: the end is recorded when the staff member next signs in.
    expect((await emulationRow(started.emulationId)).ended_at).toBeNull();
    await signedInStaff(ctx.app, ctx.clock, 'agent');
    expect(await emulationRow(started.emulationId)).toMatchObject({ end_reason: 'staff-session-ended' });
    const ends = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationEnd);
    expect(ends.map((a) => a.after)).toEqual([{ emulationId: started.emulationId, by: 'staff-session-ended' }]);
  });

  it('at the staff session’s 8-hour cap, though console and window were busy all along', async () => {
    const { staff, window } = await emulatingInWindow();
    const step = 10 * 60_000;
    for (let elapsed = step; elapsed < STAFF_ABSOLUTE_TIMEOUT_MS; elapsed += step) {
      ctx.clock.advance(step);
      expect((await staff.request('GET', '/api/Support/Session')).statusCode).toBe(200);
      expect((await window.request('GET', '/api/Member')).statusCode).toBe(200);
    }
    ctx.clock.advance(step);
    expect((await staff.request('GET', '/api/Support/Session')).statusCode).toBe(401);
    expect((await window.request('GET', '/api/Member')).statusCode).toBe(401);
  });

  it('when the staff member is deactivated, or their role may no longer emulate', async () => {
    const admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
    const first = await emulatingInWindow();
    const agentId = (
      await db()
        .selectFrom('staff')
        .select('id')
        .where('email', '=', 'support.staff@aerovia.example')
        .executeTakeFirstOrThrow()
    ).id;
    const roleTo = (role: string) => admin.request('POST', `/api/Support/Staff/${agentId}/Role`, { role });
    try {
      expect((await roleTo('content_editor')).statusCode).toBe(200);
      expect((await first.window.request('GET', '/api/Member')).statusCode).toBe(401);
      expect((await roleTo('agent')).statusCode).toBe(200);

      const second = await emulatingInWindow();
      expect((await admin.request('POST', `/api/Support/Staff/${agentId}/Deactivate`)).statusCode).toBe(200);
      expect((await second.window.request('GET', '/api/Member')).statusCode).toBe(401);
      expect(await emulationRow(second.started.emulationId)).toMatchObject({ end_reason: 'staff-deactivated' });
    } finally {
      await admin.request('POST', `/api/Support/Staff/${agentId}/Reactivate`);
      await roleTo('agent');
    }
  });

  it("does not end the agent's other sessions' emulations, nor the member's own sessions", async () => {
    const member = await Browser.open(ctx.app);
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    const one = await emulatingInWindow();
    const other = await emulatingInWindow();
    expect((await one.staff.request('POST', '/api/Support/SignOut')).statusCode).toBe(200);
    expect((await one.window.request('GET', '/api/Member')).statusCode).toBe(401);
    expect((await other.window.request('GET', '/api/Member')).statusCode).toBe(200);
    expect((await member.request('GET', '/api/Member')).statusCode).toBe(200);
  });
});

describe('what an emulated session may not do as the member (issue 28)', () => {
  it('refuses reviews, reservations, orders, bonuses, surveys and claims (403), each audited as the staff member', async () => {
    const { browser, started } = await emulating();
    const memberId = (
      await db().selectFrom('members').select('id').where('public_id', '=', CARD_MEMBER).executeTakeFirstOrThrow()
    ).id;
    const surveys = () => db().selectFrom('survey_responses').select('id').where('member_id', '=', memberId).execute();
    const bonuses = () =>
      db()
        .selectFrom('member_bonuses')
        .select('code')
        .where('member_id', '=', memberId)
        .where('status', '=', 'enrolled')
        .execute();
    const [surveysBefore, bonusesBefore] = [await surveys(), await bonuses()];
    const calls: Array<[string, 'POST' | 'DELETE', string, unknown, Record<string, string>?]> = [
      ['POST /api/reviews', 'POST', '/api/reviews', { transactionId: 'txn-1', rating: 5, text: 'Lovely' }],
      ['POST /api/Reservations/Holds', 'POST', '/api/Reservations/Holds', { merchantId: 'm', slot: 'x' }],
      ['POST /api/Reservations', 'POST', '/api/Reservations', { holdId: 'h' }],
      ['DELETE /api/Reservations/:id', 'DELETE', '/api/Reservations/r-1', undefined],
      ['POST /api/Ordering/Orders', 'POST', '/api/Ordering/Orders', { merchantId: 'm', items: [] }],
      ['POST /api/Member/Bonus/:code', 'POST', '/api/Member/Bonus/AVAPP500', undefined, { 'user-agent': APP_UA }],
      ['POST /api/Surveys/:id/Responses', 'POST', '/api/Surveys/dining-experience/Responses', SURVEY_ANSWER],
      ['POST /api/Member/RewardClaims', 'POST', '/api/Member/RewardClaims', { purchaseDate: '2030-05-01' }],
    ];
    for (const [, method, url, body, headers] of calls) {
      const response = await browser.request(method, url, body, headers);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ message: EMULATION_MESSAGES.refusedAct });
    }
    expect(await surveys()).toEqual(surveysBefore);
    expect(await bonuses()).toEqual(bonusesBefore);
    const refused = (await auditOf(started.emulationId)).filter((a) => a.action === STAFF_ACTIONS.emulationRefused);
    expect(refused.map((a) => (a.after as { call: string }).call)).toEqual(calls.map(([key]) => key));
    expect(refused.every((a) => a.staff_email === 'support.staff@aerovia.example')).toBe(true);
    expect(calls.map(([key]) => key).sort()).toEqual([...MEMBER_ACTS_REFUSED].sort());
  });

  it('leaves the member free to do the same in their own session', async () => {
    const member = await Browser.open(ctx.app);
    expect((await member.signIn(demo('card'))).statusCode).toBe(200);
    const bonus = await member.request('POST', '/api/Member/Bonus/AVAPP500', undefined, { 'user-agent': APP_UA });
    expect(bonus.statusCode).toBe(200);
    expect((await member.request('POST', '/api/Surveys/dining-experience/Responses', SURVEY_ANSWER)).statusCode).toBe(
      201,
    );
  });

  it('has a decision for every mutating route the server has: refused, allowed, or not a member call', () => {
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const undecided = routes
      .filter((route) => emulationPolicyOf(route.method, route.url, route.config) === null)
      .map((route) => `${route.method} ${route.url}`);
    expect(undecided, 'add each to a list in modules/support/emulation-guard.ts and to decision 0024').toEqual([]);
    for (const key of [...REFUSED_WHILE_EMULATING, ...ALLOWED_WHILE_EMULATING]) {
      const [method, url] = key.split(' ') as ['POST' | 'PUT' | 'DELETE' | 'GET', string];
      expect(ctx.app.hasRoute({ method, url }), key).toBe(true);
    }
  });
});

/** Every POST, PUT, PATCH and DELETE route of the app, as the emulation guard saw them registered. */
function mutatingRoutes() {
  return routesSeenBy(ctx.app).filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
}
