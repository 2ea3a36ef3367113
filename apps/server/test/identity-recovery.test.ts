import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, LOCKOUT_FAILED_ATTEMPTS, RECOVERY_TOKEN_TTL_MINUTES } from '@forkpoint/shared';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { realPartners } from './helper';
import { Browser, PASSWORD, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

const aerovia = realPartners().find((p) => p.code === 'aerovia')!;

async function requestRecovery(userName: string, host = 'aerovia.localhost', headers: Record<string, string> = {}) {
  const b = await Browser.open(ctx.app, host);
  return b.request('POST', '/api/Members/Recover', { userName, gRecaptchaResponse: await b.captcha() }, headers);
}
// Recovery mail is written after the request answers: wait for it, as the staging outbox does.
const outboxFor = async (to: string) => {
  await ctx.app.background.settled();
  return ctx.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .execute();
};
const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

describe('recovery request (POST /api/Members/Recover)', () => {
  it('answers before the mail is delivered: an SMTP server that never answers holds no request', async () => {
    const held = new Set<Socket>();
    const smtp = createServer((socket) => void held.add(socket)); // accepts, never greets
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as AddressInfo;
    const slow = await buildIdentityApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const b = await Browser.open(slow.app, 'aerovia.localhost');
      const response = await b.request('POST', '/api/Members/Recover', {
        userName: demo('card'),
        gRecaptchaResponse: await b.captcha(),
      });
      expect(response.statusCode).toBe(202);
      // The mail is still on its way: written to the outbox, connected, not sent and not failed.
      await vi.waitFor(() => expect(held.size).toBe(1), { timeout: 5000 });
      const [row] = await slow.database.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', demo('card'))
        .execute();
      expect(row).toMatchObject({ transport: 'smtp', sent_at: null, error: null });
      held.forEach((socket) => socket.destroy());
      await slow.app.background.settled();
      const [after] = await slow.database.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to_address', '=', demo('card'))
        .execute();
      expect(after!.error).toBeTruthy();
    } finally {
      await slow.close();
      smtp.close();
    }
  });

  it('answers the same whether the account exists, is a known visitor without a profile, or does not exist', async () => {
    const partnerNumber = (
      await ctx.database.db
        .selectFrom('members')
        .select('partner_number')
        .where('public_id', '=', 'demo-noncard-aerovia')
        .executeTakeFirstOrThrow()
    ).partner_number!;
    const answers = [];
    for (const userName of [demo('card'), partnerNumber, 'nobody.at.all@example.com', '7111111111']) {
      const response = await requestRecovery(userName);
      answers.push({ status: response.statusCode, body: { ...response.json() } });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 202, body: { message: FORM_MESSAGES.recoveryRequested } });
    // Only real accounts get mail; by partner number it goes to the account's e-mail.
    expect(await outboxFor(demo('card'))).toHaveLength(1);
    expect(await outboxFor(demo('noncard'))).toHaveLength(1);
    expect(await outboxFor('nobody.at.all@example.com')).toHaveLength(0);
  });

  it('e-mails a one-time link on the partner host, never on a forged host', async () => {
    await requestRecovery(demo('vip'), 'aerovia.localhost:3000');
    const [mail] = await outboxFor(demo('vip'));
    expect(mail).toMatchObject({ kind: 'recovery', transport: 'outbox', partner_code: 'aerovia' });
    expect(mail!.subject).toContain(aerovia.terms.program);
    expect(mail!.text_body).toMatch(/http:\/\/aerovia\.localhost:3000\/recover\/update\?token=[\w-]{43}/);
    expect(mail!.text_body).toContain(`${RECOVERY_TOKEN_TTL_MINUTES} minutes`);

    const b = await Browser.open(ctx.app, 'evil.example', '10.9.9.9');
    await b.request('POST', '/api/Members/Recover?partner=aerovia', {
      userName: demo('vip'),
      gRecaptchaResponse: await b.captcha(),
    });
    const [forged] = await outboxFor(demo('vip'));
    expect(forged!.text_body).not.toContain('evil.example');
    // A host that is not the partner's falls back to the partner's own domain.
    const domain = aerovia.domains[0] ?? 'aerovia.localhost';
    expect(forged!.text_body).toContain(`//${domain}/recover/update?token=`);
  });

  it('stores only a hash of the token', async () => {
    await requestRecovery(demo('closed'));
    const token = tokenFrom((await outboxFor(demo('closed')))[0]!.text_body);
    const rows = await ctx.database.db.selectFrom('recovery_tokens').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('asks for "a valid e-mail or partner number"', async () => {
    for (const userName of ['', 'not an email', '12']) {
      const response = await requestRecovery(userName);
      expect(response.statusCode, userName).toBe(400);
      expect(fieldMessages(response).userName).toBe(FIELD_MESSAGES.recoveryInvalidInput(aerovia.terms));
    }
  });

  it('needs the captcha', async () => {
    const b = await Browser.open(ctx.app);
    const response = await b.request('POST', '/api/Members/Recover', { userName: demo('card') });
    expect(fieldMessages(response).gRecaptchaResponse).toBe(FIELD_MESSAGES.captchaSelfHosted);
  });

  it('is not offered by sso partners', async () => {
    expect((await requestRecovery(demo('card', 'solstead'), 'solstead.localhost')).statusCode).toBe(403);
  });
});

describe('confirm and update', () => {
  async function freshToken(kind: 'card' | 'noncard' | 'closed' | 'vip', partner: string) {
    await requestRecovery(demo(kind, partner), `${partner}.localhost`);
    return tokenFrom((await outboxFor(demo(kind, partner)))[0]!.text_body);
  }
  const call = async (partner: string, path: string, body: unknown) =>
    (await Browser.open(ctx.app, `${partner}.localhost`)).request('POST', path, body);

  it('confirms a usable token, updates the password once, ends sessions and clears a lockout', async () => {
    const signedIn = await Browser.open(ctx.app, 'cirrella.localhost');
    expect((await signedIn.signIn(demo('vip', 'cirrella'))).statusCode).toBe(200);
    const attacker = await Browser.open(ctx.app, 'cirrella.localhost', '10.7.7.7');
    for (let i = 0; i < LOCKOUT_FAILED_ATTEMPTS; i += 1) await attacker.signIn(demo('vip', 'cirrella'), 'guess');

    const token = await freshToken('vip', 'cirrella');
    const confirm = await call('cirrella', '/api/Members/Recover/Confirm', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().valid).toBe(true);

    const update = await call('cirrella', '/api/Members/Recover/Update', {
      token,
      password: 'fresh start at the bistro',
      passwordConfirm: 'fresh start at the bistro',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().message).toBe(FORM_MESSAGES.passwordUpdated);
    expect((await signedIn.request('GET', '/api/Member')).statusCode).toBe(401);
    const again = await Browser.open(ctx.app, 'cirrella.localhost');
    expect((await again.signIn(demo('vip', 'cirrella'), PASSWORD)).statusCode).toBe(401);
    expect((await again.signIn(demo('vip', 'cirrella'), 'fresh start at the bistro')).statusCode).toBe(200);

    const reuse = await call('cirrella', '/api/Members/Recover/Update', {
      token,
      password: 'yet another good one',
      passwordConfirm: 'yet another good one',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(FORM_MESSAGES.recoveryLinkInvalid);
    expect((await call('cirrella', '/api/Members/Recover/Confirm', { token })).statusCode).toBe(400);
  });

  it(`expires the link after ${RECOVERY_TOKEN_TTL_MINUTES} minutes`, async () => {
    const token = await freshToken('card', 'brambleway');
    ctx.clock.advance(RECOVERY_TOKEN_TTL_MINUTES * 60_000 - 1000);
    expect((await call('brambleway', '/api/Members/Recover/Confirm', { token })).statusCode).toBe(200);
    ctx.clock.advance(2000);
    expect((await call('brambleway', '/api/Members/Recover/Confirm', { token })).statusCode).toBe(400);
  });

  it('replaces an older link with a newer one', async () => {
    const first = await freshToken('noncard', 'brambleway');
    const second = await freshToken('noncard', 'brambleway');
    expect((await call('brambleway', '/api/Members/Recover/Confirm', { token: first })).statusCode).toBe(400);
    expect((await call('brambleway', '/api/Members/Recover/Confirm', { token: second })).statusCode).toBe(200);
  });

  it("is bound to the partner: another partner's host refuses the token", async () => {
    const token = await freshToken('card', 'northloft');
    expect((await call('cirrella', '/api/Members/Recover/Confirm', { token })).statusCode).toBe(400);
  });

  it('applies the password rules: breached, partner number, confirmation', async () => {
    const token = await freshToken('card', 'quillmere');
    const partnerNumber = (
      await ctx.database.db
        .selectFrom('members')
        .select('partner_number')
        .where('public_id', '=', 'demo-card-quillmere')
        .executeTakeFirstOrThrow()
    ).partner_number!;
    const terms = realPartners().find((p) => p.code === 'quillmere')!.terms;
    const update = (password: string, passwordConfirm = password) =>
      call('quillmere', '/api/Members/Recover/Update', { token, password, passwordConfirm });
    expect(fieldMessages(await update('sunshine')).password).toBe(FIELD_MESSAGES.passwordBreached);
    expect(fieldMessages(await update(`x${partnerNumber}x`)).password).toBe(
      FIELD_MESSAGES.passwordContainsPartnerNumber(terms),
    );
    expect(fieldMessages(await update('good new secret', 'different')).passwordConfirm).toBe(
      FIELD_MESSAGES.passwordsDoNotMatch,
    );
    // Refused attempts do not use the token up.
    expect((await update('good new secret')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await call('aerovia', '/api/Members/Recover/Confirm', { token: 'made-up' })).json().message).toBe(
      FORM_MESSAGES.recoveryLinkInvalid,
    );
  });
});
