import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, PASSWORD_MAX_LENGTH, SESSION_COOKIE } from '@forkpoint/shared';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

const aerovia = realPartners().find((p) => p.code === 'aerovia')!;
let serial = 0;
/** A complete, valid details form with a fresh e-mail, partner number and solved captcha. */
async function form(b: Browser, overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `dana.${serial}@example.com`,
    zipCode: '10001',
    partnerNumber: String(7_000_000_000 + serial),
    password: 'a long table for two',
    passwordConfirm: 'a long table for two',
    termsAccepted: true,
    gRecaptchaResponse: await b.captcha(),
    ...overrides,
  };
}
const enroll = (b: Browser, body: unknown) => b.request('POST', '/api/Members/Prospects', body);
const browser = () => Browser.open(ctx.app);

describe('enrollment (POST /api/Members/Prospects)', () => {
  it('creates an activated NonCardMember with a web profile and signs them in', async () => {
    const b = await browser();
    const body = await form(b, { emailOptIn: true });
    const response = await enroll(b, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().member).toMatchObject({
      email: body.email,
      memberType: 'NonCardMember',
      tierLevel: 'OptedIn',
      hasWebProfile: true,
      active: true,
      interfaceType: 'direct',
      partnerNumber: body.partnerNumber,
      enrollmentSource: 'web',
    });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await b.request('GET', '/api/Member')).json().email).toBe(body.email);
  });

  it('stores the referral values and takes the enrollment source from source', async () => {
    const b = await browser();
    const referral = {
      utmTerm: 't',
      utmMedium: 'm',
      utmCampaign: 'c',
      utmSource: 's',
      utmContent: 'x',
      referrer: 'demo-card-aerovia',
      source: 'travel-card',
    };
    const response = await enroll(b, await form(b, referral));
    expect(response.statusCode).toBe(201);
    expect(response.json().member.enrollmentSource).toBe('travel-card');
    const row = await ctx.database.db
      .selectFrom('members')
      .select(['utm_term', 'utm_medium', 'utm_campaign', 'utm_source', 'utm_content', 'referrer', 'source'])
      .where('public_id', '=', response.json().member.publicId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      utm_term: 't',
      utm_medium: 'm',
      utm_campaign: 'c',
      utm_source: 's',
      utm_content: 'x',
      referrer: 'demo-card-aerovia',
      source: 'travel-card',
    });
  });

  it('hashes the password with argon2id (19 MiB, 2 passes)', async () => {
    const b = await browser();
    const response = await enroll(b, await form(b));
    const row = await ctx.database.db
      .selectFrom('member_credentials')
      .innerJoin('members', 'members.id', 'member_credentials.member_id')
      .select('password_hash')
      .where('public_id', '=', response.json().member.publicId)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('marks a prospect e-mail record as converted', async () => {
    const b = await browser();
    const body = await form(b);
    expect((await b.request('POST', '/api/Members/Prospects/Email', { email: body.email })).statusCode).toBe(201);
    const created = await enroll(b, body);
    const prospect = await ctx.database.db
      .selectFrom('prospects')
      .select('converted_member_id')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(prospect.converted_member_id).not.toBeNull();
    expect(created.statusCode).toBe(201);
  });
});

describe('smsOptIn', () => {
  const smsOf = async (overrides: Record<string, unknown>) => {
    const b = await browser();
    const response = await enroll(b, await form(b, overrides));
    expect(response.statusCode).toBe(201);
    return response.json().member as { smsOptIn: boolean; phoneNumber: string };
  };

  it('equals smsOptInV2 when given', async () => {
    expect((await smsOf({ phoneNumber: '212-555-0187', smsOptInV2: false })).smsOptIn).toBe(false);
  });

  it('is true when a phone number is present and smsOptInV2 is not given, whatever smsOptIn says', async () => {
    const member = await smsOf({ phoneNumber: '(212) 555-0187', smsOptIn: false });
    expect(member).toMatchObject({ smsOptIn: true, phoneNumber: '2125550187' });
  });

  it('is false without a phone number', async () => {
    expect((await smsOf({ smsOptIn: true })).smsOptIn).toBe(false);
  });
});

describe('passwords', () => {
  it('cuts the password to 56 characters: the long one and its first 56 both sign in', async () => {
    const b = await browser();
    const long = `${'seat by the window '.repeat(3)}`.padEnd(PASSWORD_MAX_LENGTH, 'x') + 'EXTRA-TAIL';
    const body = await form(b, { password: long, passwordConfirm: long.slice(0, PASSWORD_MAX_LENGTH) + 'other' });
    expect((await enroll(b, body)).statusCode).toBe(201);
    const other = await browser();
    expect((await other.signIn(body.email, long)).statusCode).toBe(200);
    expect((await other.signIn(body.email, long.slice(0, PASSWORD_MAX_LENGTH))).statusCode).toBe(200);
    expect((await other.signIn(body.email, long.slice(0, PASSWORD_MAX_LENGTH - 1))).statusCode).toBe(401);
  });

  it('refuses a password on the breached list with a clear message', async () => {
    const b = await browser();
    const response = await enroll(b, await form(b, { password: 'Password123', passwordConfirm: 'Password123' }));
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response).password).toBe(FIELD_MESSAGES.passwordBreached);
  });
});

describe('validation messages', () => {
  const messagesFor = async (overrides: Record<string, unknown>) => {
    const b = await browser();
    const response = await enroll(b, await form(b, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FORM_MESSAGES.enrollment);
    return fieldMessages(response);
  };

  it('requires every field of the form', async () => {
    const b = await browser();
    const response = await enroll(b, {});
    expect(response.statusCode).toBe(400);
    const messages = fieldMessages(response);
    for (const field of ['firstName', 'lastName', 'email', 'zipCode', 'partnerNumber', 'password', 'passwordConfirm']) {
      expect(messages[field], field).toBe(FIELD_MESSAGES.required);
    }
    expect(messages.termsAccepted).toBe(FIELD_MESSAGES.termsRequired);
    expect(messages.gRecaptchaResponse).toBe(FIELD_MESSAGES.captchaSelfHosted);
  });

  it('limits names to 20 characters', async () => {
    expect((await messagesFor({ firstName: 'x'.repeat(21) })).firstName).toBe(FIELD_MESSAGES.maxLength(20));
  });

  it('checks the e-mail format', async () => {
    expect((await messagesFor({ email: 'not-an-email' })).email).toBe(FIELD_MESSAGES.emailInvalid);
  });

  it('checks the ZIP format and that it is in the U.S.', async () => {
    expect((await messagesFor({ zipCode: '1234' })).zipCode).toBe(FIELD_MESSAGES.exactLength(5));
    expect((await messagesFor({ zipCode: '00000' })).zipCode).toBe(FIELD_MESSAGES.zipInvalid);
  });

  it('checks the phone number', async () => {
    expect((await messagesFor({ phoneNumber: '555-0187' })).phoneNumber).toBe(FIELD_MESSAGES.phoneInvalid);
    expect((await messagesFor({ phoneNumber: '112-555-0187' })).phoneNumber).toBe(FIELD_MESSAGES.phoneNotUs);
  });

  it('refuses a partner number that does not match the partner pattern', async () => {
    expect((await messagesFor({ partnerNumber: '12345' })).partnerNumber).toBe(
      FIELD_MESSAGES.partnerNumberInvalid(aerovia.terms),
    );
  });

  it('refuses a partner number already in use', async () => {
    const used = await ctx.database.db
      .selectFrom('members')
      .select('partner_number')
      .where('public_id', '=', 'demo-card-aerovia')
      .executeTakeFirstOrThrow();
    expect((await messagesFor({ partnerNumber: used.partner_number })).partnerNumber).toBe(
      FIELD_MESSAGES.partnerNumberInUse(aerovia.terms),
    );
  });

  it('refuses a password that contains the partner number', async () => {
    const messages = await messagesFor({
      partnerNumber: '7123456789',
      password: 'me7123456789me',
      passwordConfirm: 'me7123456789me',
    });
    expect(messages.password).toBe(FIELD_MESSAGES.passwordContainsPartnerNumber(aerovia.terms));
  });

  it('refuses a confirmation that does not match', async () => {
    expect((await messagesFor({ passwordConfirm: 'something else entirely' })).passwordConfirm).toBe(
      FIELD_MESSAGES.passwordsDoNotMatch,
    );
  });

  it('requires the terms', async () => {
    expect((await messagesFor({ termsAccepted: false })).termsAccepted).toBe(FIELD_MESSAGES.termsRequired);
  });

  it('answers "already have an account" for an e-mail in use, in any case', async () => {
    const messages = await messagesFor({ email: demo('noncard').toUpperCase() });
    expect(messages.email).toBe(FIELD_MESSAGES.alreadyHaveAccount(aerovia.terms));
  });
});

describe('captcha', () => {
  it('refuses a missing, forged or replayed answer, under either field name', async () => {
    const b = await browser();
    const base = await form(b);
    expect(fieldMessages(await enroll(b, { ...base, gRecaptchaResponse: 'forged' })).gRecaptchaResponse).toBe(
      FIELD_MESSAGES.captchaSelfHosted,
    );
    const solved = await b.captcha();
    const { gRecaptchaResponse: _unused, ...rest } = base;
    expect((await enroll(b, { ...rest, 'g-recaptcha-response': solved })).statusCode).toBe(201);
    const again = await browser();
    const replay = await enroll(again, { ...(await form(again)), gRecaptchaResponse: solved });
    expect(fieldMessages(replay).gRecaptchaResponse).toBe(FIELD_MESSAGES.captchaSelfHosted);
  });

  it('does not say whether an e-mail is taken to a form without a valid captcha', async () => {
    const b = await browser();
    const response = await enroll(b, await form(b, { email: demo('card'), gRecaptchaResponse: 'forged' }));
    expect(fieldMessages(response).email).toBeUndefined();
  });
});

describe('known visitors', () => {
  it('complete their own record when their public id comes with the form, with its partner number', async () => {
    const known = await ctx.database.db
      .selectFrom('members')
      .select('partner_number')
      .where('public_id', '=', 'demo-known-aerovia')
      .executeTakeFirstOrThrow();
    const b = await browser();
    const wrong = await enroll(b, await form(b, { publicId: 'demo-known-aerovia' }));
    expect(fieldMessages(wrong).partnerNumber).toBe(FIELD_MESSAGES.partnerNumberInvalid(aerovia.terms));
    const response = await enroll(
      b,
      await form(b, { publicId: 'demo-known-aerovia', partnerNumber: known.partner_number }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().member).toMatchObject({
      publicId: 'demo-known-aerovia',
      hasWebProfile: true,
      interfaceType: 'direct',
      tierLevel: 'OptedOut',
    });
    // The public id now belongs to a member with a web profile: it cannot be completed twice.
    const other = await browser();
    const second = await enroll(other, await form(other, { publicId: 'demo-known-aerovia' }));
    expect(second.statusCode).toBe(201);
    expect(second.json().member.publicId).not.toBe('demo-known-aerovia');
  });
});

describe('partners without direct enrollment', () => {
  it('refuse enrollment and prospect records', async () => {
    for (const host of ['altavela.localhost', 'greyfen.localhost']) {
      const b = await Browser.open(ctx.app, host);
      expect((await enroll(b, await form(b))).statusCode, host).toBe(403);
      expect(
        (await b.request('POST', '/api/Members/Prospects/Email', { email: 'p@example.com' })).statusCode,
        host,
      ).toBe(403);
    }
  });
});

describe('prospect e-mail record (POST /api/Members/Prospects/Email)', () => {
  it('records a trimmed e-mail once, whatever the case', async () => {
    const b = await browser();
    for (const email of ['  Prospect.One@Example.com ', 'prospect.one@example.com']) {
      const response = await b.request('POST', '/api/Members/Prospects/Email', { email, utmSource: 'home' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ recorded: true });
    }
    const rows = await ctx.database.db
      .selectFrom('prospects')
      .selectAll()
      .where('email', '=', 'prospect.one@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ partner_code: 'aerovia', utm_source: 'home' });
  });

  it('refuses more than 50 characters and a malformed e-mail', async () => {
    const b = await browser();
    const long = await b.request('POST', '/api/Members/Prospects/Email', { email: `${'a'.repeat(40)}@example.com` });
    expect(fieldMessages(long).email).toBe(FIELD_MESSAGES.maxLength(50));
    const bad = await b.request('POST', '/api/Members/Prospects/Email', { email: 'nope' });
    expect(fieldMessages(bad).email).toBe(FIELD_MESSAGES.emailInvalid);
  });
});

describe('validation calls', () => {
  const isValid = async (url: string, host = 'aerovia.localhost') => {
    const b = await Browser.open(ctx.app, host);
    const response = await b.request('GET', url);
    expect(response.statusCode).toBe(200);
    return response.json().isValid as boolean;
  };

  it('GET /api/Members/Validate/Email is valid for a free e-mail and not for one in use or malformed', async () => {
    expect(await isValid('/api/Members/Validate/Email?email=free.person%40example.com')).toBe(true);
    expect(await isValid(`/api/Members/Validate/Email?email=${encodeURIComponent(demo('card').toUpperCase())}`)).toBe(
      false,
    );
    expect(await isValid('/api/Members/Validate/Email?email=nope')).toBe(false);
  });

  it('checks the e-mail per partner', async () => {
    expect(
      await isValid(`/api/Members/Validate/Email?email=${encodeURIComponent(demo('card'))}`, 'cirrella.localhost'),
    ).toBe(true);
  });

  it('with usePpn also takes a partner number', async () => {
    const used = await ctx.database.db
      .selectFrom('members')
      .select('partner_number')
      .where('public_id', '=', 'demo-card-aerovia')
      .executeTakeFirstOrThrow();
    expect(await isValid(`/api/Members/Validate/Email?email=${used.partner_number}&usePpn=true`)).toBe(false);
    expect(await isValid('/api/Members/Validate/Email?email=7999999999&usePpn=true')).toBe(true);
    expect(await isValid('/api/Members/Validate/Email?email=7999999999')).toBe(false);
  });

  it('GET /api/Members/Validate/Zip is valid only for a US ZIP', async () => {
    expect(await isValid('/api/Members/Validate/Zip?zip=10001')).toBe(true);
    expect(await isValid('/api/Members/Validate/Zip?zip=00601')).toBe(true);
    expect(await isValid('/api/Members/Validate/Zip?zip=00000')).toBe(false);
    expect(await isValid('/api/Members/Validate/Zip?zip=1000')).toBe(false);
  });
});
