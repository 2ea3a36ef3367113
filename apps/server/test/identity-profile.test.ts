import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, PASSWORD_MAX_LENGTH, SESSION_COOKIE } from '@forkpoint/shared';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { Browser, PASSWORD, buildIdentityApp, demo, fieldMessages, type IdentityContext } from './identity-helper';
import { signInWithSso } from './sso-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

async function signedIn(kind: 'card' | 'noncard' | 'closed' | 'vip', partner = 'aerovia', password = PASSWORD) {
  const b = await Browser.open(ctx.app, `${partner}.localhost`);
  const response = await b.signIn(demo(kind, partner), password);
  expect(response.statusCode, `${kind}@${partner}`).toBe(200);
  return b;
}
const put = (b: Browser, body: unknown) => b.request('PUT', '/api/Member', body);

describe('GET /api/Member', () => {
  it("answers the signed-in member's own record, every field of both parts", async () => {
    const b = await signedIn('vip');
    const member = (await b.request('GET', '/api/Member')).json();
    expect(member).toMatchObject({
      publicId: 'demo-vip-aerovia',
      email: demo('vip'),
      tierLevel: 'VIP',
      memberType: 'EnrolledCardMember',
    });
    expect(Object.keys(member).sort()).toEqual(
      [
        'active',
        'activeBonuses',
        'address',
        'diningProgress',
        'email',
        'emailOptIn',
        'enrollmentSource',
        'familyId',
        'firstName',
        'hasWebProfile',
        'interfaceType',
        'joinDate',
        'lastName',
        'memberType',
        'needsEmailUpdate',
        'partnerNumber',
        'phoneNumber',
        'publicId',
        'smsOptIn',
        'tierLevel',
      ].sort(),
    );
    expect(Object.keys(member.address).sort()).toEqual(['address1', 'address2', 'city', 'state', 'zipCode']);
  });
});

describe('PUT /api/Member', () => {
  it('saves valid changes and answers the updated member', async () => {
    const b = await signedIn('card', 'cirrella');
    const response = await put(b, {
      firstName: ' Cass ',
      address: { address1: '2 Side St', state: 'ca', zipCode: '94103' },
      phoneNumber: '415 555 0100',
      smsOptIn: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Cass',
      address: { address1: '2 Side St', state: 'CA', zipCode: '94103', city: 'New York' },
      phoneNumber: '4155550100',
      smsOptIn: true,
    });
    expect((await b.request('GET', '/api/Member')).json().firstName).toBe('Cass');
  });

  it('answers every message of the validation table as field messages, saving nothing', async () => {
    const b = await signedIn('noncard');
    const response = await put(b, {
      firstName: '',
      lastName: 'x'.repeat(21),
      address: {
        address1: 'a'.repeat(31),
        address2: 'b'.repeat(31),
        city: 'c'.repeat(21),
        state: 'ZZ',
        zipCode: '123',
      },
      phoneNumber: '212-155-0187',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FORM_MESSAGES.profile);
    expect(fieldMessages(response)).toEqual({
      firstName: FIELD_MESSAGES.required,
      lastName: FIELD_MESSAGES.maxLength(20),
      'address.address1': FIELD_MESSAGES.maxLength(30),
      'address.address2': FIELD_MESSAGES.maxLength(30),
      'address.city': FIELD_MESSAGES.maxLength(20),
      'address.state': FIELD_MESSAGES.stateInvalid,
      'address.zipCode': FIELD_MESSAGES.exactLength(5),
      phoneNumber: FIELD_MESSAGES.phoneNotUs,
    });
    expect((await b.request('GET', '/api/Member')).json().firstName).toBe('Nico');
  });

  it('answers the ZIP-not-in-the-U.S. message and the other phone message', async () => {
    const b = await signedIn('noncard');
    const response = await put(b, { address: { zipCode: '00000' }, phoneNumber: '12' });
    expect(fieldMessages(response)).toEqual({
      'address.zipCode': FIELD_MESSAGES.zipInvalid,
      phoneNumber: FIELD_MESSAGES.phoneInvalid,
    });
  });

  it('requires the full address where the partner requires it and the currency is not Credit', async () => {
    const blank = { address: { address1: '', city: '', state: '' } };
    const required = await put(await signedIn('noncard', 'thimbleton'), blank);
    expect(fieldMessages(required)).toEqual({
      'address.address1': FIELD_MESSAGES.required,
      'address.city': FIELD_MESSAGES.required,
      'address.state': FIELD_MESSAGES.required,
    });
    expect((await put(await signedIn('noncard', 'maplestone'), blank)).statusCode).toBe(200);
    expect((await put(await signedIn('noncard', 'northloft'), blank)).statusCode).toBe(200);
  });

  it('keeps the names of sso members', async () => {
    const b = await signInWithSso(ctx.app, 'altavela', demo('card', 'altavela'));
    const response = await put(b, { firstName: '', lastName: 'Changed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Casey', lastName: 'Cardwell', interfaceType: 'sso' });
  });

  it('refuses an e-mail change (support does those) but accepts the unchanged e-mail', async () => {
    const b = await signedIn('noncard');
    expect(fieldMessages(await put(b, { email: 'new@example.com' })).email).toBe(FIELD_MESSAGES.emailChangeBySupport);
    expect((await put(b, { email: demo('noncard').toUpperCase() })).statusCode).toBe(200);
  });

  it('resets SMS opt-in when the phone changes or is cleared', async () => {
    const b = await signedIn('card', 'brambleway');
    expect((await put(b, { phoneNumber: '2125550187', smsOptIn: true })).json().smsOptIn).toBe(true);
    expect((await put(b, { phoneNumber: '3125550187' })).json().smsOptIn).toBe(false);
    expect((await put(b, { smsOptIn: true })).json().smsOptIn).toBe(true);
    expect((await put(b, { phoneNumber: '', smsOptIn: true })).json()).toMatchObject({
      phoneNumber: '',
      smsOptIn: false,
    });
  });

  it('moves an activated member between OptedOut and OptedIn with e-mail opt-in, never a VIP', async () => {
    const b = await signedIn('noncard', 'kitefund');
    expect((await put(b, { emailOptIn: true })).json()).toMatchObject({ emailOptIn: true, tierLevel: 'OptedIn' });
    expect((await put(b, { emailOptIn: false })).json()).toMatchObject({ emailOptIn: false, tierLevel: 'OptedOut' });
    const vip = await signedIn('vip', 'kitefund');
    expect((await put(vip, { emailOptIn: false })).json().tierLevel).toBe('VIP');
  });

  it('takes every field at its limit and stores it normalized (trimmed, state upper-case, phone digits)', async () => {
    const b = await signedIn('card', 'ostrand');
    const response = await put(b, {
      firstName: `  ${'F'.repeat(20)}  `,
      lastName: 'L'.repeat(20),
      address: {
        address1: 'a'.repeat(30),
        address2: 'b'.repeat(30),
        city: 'c'.repeat(20),
        state: ' ae ',
        zipCode: '96201',
      },
      phoneNumber: '+1 (312) 555-0100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'F'.repeat(20),
      lastName: 'L'.repeat(20),
      address: {
        address1: 'a'.repeat(30),
        address2: 'b'.repeat(30),
        city: 'c'.repeat(20),
        state: 'AE',
        zipCode: '96201',
      },
      phoneNumber: '3125550100',
    });
    // A blank state, address and phone are fine where the full address is not required.
    const blank = await put(b, { address: { address1: '', address2: '', city: '', state: '' }, phoneNumber: '' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ address: { address1: '', city: '', state: '' }, phoneNumber: '' });
  });

  it('answers the ZIP format messages (too long, not digits, blank), and a territory code is a state', async () => {
    const b = await signedIn('card', 'ostrand');
    expect(fieldMessages(await put(b, { address: { zipCode: '606011' } }))).toEqual({
      'address.zipCode': FIELD_MESSAGES.maxLength(5),
    });
    expect(fieldMessages(await put(b, { address: { zipCode: '6060a' } }))).toEqual({
      'address.zipCode': FIELD_MESSAGES.exactLength(5),
    });
    expect(fieldMessages(await put(b, { address: { zipCode: ' ' } }))).toEqual({
      'address.zipCode': FIELD_MESSAGES.required,
    });
    expect((await put(b, { address: { state: 'gu', zipCode: '60601' } })).json().address).toMatchObject({
      state: 'GU',
      zipCode: '60601',
    });
  });

  it('takes smsOptInV2 over smsOptIn, and neither opts in without a phone', async () => {
    const b = await signedIn('vip', 'tallwind');
    const on = await put(b, { phoneNumber: '312-555-0100', smsOptIn: false, smsOptInV2: true });
    expect(on.json()).toMatchObject({ phoneNumber: '3125550100', smsOptIn: true });
    expect((await put(b, { smsOptIn: true, smsOptInV2: false })).json().smsOptIn).toBe(false);
    expect((await put(b, { phoneNumber: '', smsOptInV2: true })).json()).toMatchObject({
      phoneNumber: '',
      smsOptIn: false,
    });
  });

  it('answers 401 when signed out and 403 without the CSRF header', async () => {
    const anonymous = await Browser.open(ctx.app);
    expect((await put(anonymous, { firstName: 'X' })).statusCode).toBe(401);
    const b = await signedIn('noncard');
    expect((await b.request('PUT', '/api/Member', { firstName: 'X' }, { 'x-xsrf-token': 'wrong' })).statusCode).toBe(
      403,
    );
  });
});

describe('own data only', () => {
  it('changes only the signed-in member, whatever ids the body names', async () => {
    const b = await signedIn('card', 'tallwind');
    const response = await put(b, { firstName: 'Mine', publicId: 'demo-vip-tallwind', id: 1 });
    expect(response.json().publicId).toBe('demo-card-tallwind');
    const vip = await ctx.database.db
      .selectFrom('members')
      .select('first_name')
      .where('public_id', '=', 'demo-vip-tallwind')
      .executeTakeFirstOrThrow();
    expect(vip.first_name).toBe('Vera');
  });
});

describe('password change', () => {
  it('needs the current password, refuses breached ones and ends every other session', async () => {
    const b = await signedIn('card', 'vantelo');
    const other = await signedIn('card', 'vantelo');
    const wrong = await put(b, { password: 'a brand new secret', currentPassword: 'not it' });
    expect(fieldMessages(wrong).currentPassword).toBe(FORM_MESSAGES.currentPasswordWrong);
    const breached = await put(b, { password: 'iloveyou', currentPassword: PASSWORD });
    expect(fieldMessages(breached).password).toBe(FIELD_MESSAGES.passwordBreached);

    const before = b.cookies.get(SESSION_COOKIE);
    const long = 'a brand new secret for the table'.padEnd(PASSWORD_MAX_LENGTH + 8, '!');
    const changed = await put(b, { password: long, currentPassword: PASSWORD });
    expect(changed.statusCode).toBe(200);
    // This browser continues on a fresh session; the other one is signed out.
    expect(b.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect((await b.request('GET', '/api/Member')).statusCode).toBe(200);
    expect((await other.request('GET', '/api/Member')).statusCode).toBe(401);
    const fresh = await Browser.open(ctx.app, 'vantelo.localhost');
    expect((await fresh.signIn(demo('card', 'vantelo'), PASSWORD)).statusCode).toBe(401);
    expect((await fresh.signIn(demo('card', 'vantelo'), long.slice(0, PASSWORD_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('is not available to sso members', async () => {
    const b = await signInWithSso(ctx.app, 'tidewick', demo('card', 'tidewick'));
    expect(fieldMessages(await put(b, { password: 'another good secret', currentPassword: PASSWORD })).password).toBe(
      FORM_MESSAGES.notAvailable,
    );
  });
});

describe('credential fix (PUT /api/Member/Credentials)', () => {
  it('makes a flagged member update the e-mail before any other change', async () => {
    await ctx.database.db
      .updateTable('members')
      .set({ needs_email_update: true })
      .where('public_id', '=', 'demo-closed-veradell')
      .execute();
    const b = await signedIn('closed', 'veradell');
    expect((await b.request('GET', '/api/Member')).json().needsEmailUpdate).toBe(true);
    const blocked = await put(b, { firstName: 'Other' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(FORM_MESSAGES.emailUpdateRequired);

    const fix = (email: string) => b.request('PUT', '/api/Member/Credentials', { email });
    expect(fieldMessages(await fix('nope')).email).toBe(FIELD_MESSAGES.emailInvalid);
    expect(fieldMessages(await fix(demo('closed', 'veradell'))).email).toBe(FIELD_MESSAGES.emailMustChange);
    expect(fieldMessages(await fix(demo('card', 'veradell'))).email).toMatch(/already in use/);
    const fixed = await fix('Clara.New@Example.com');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ email: 'clara.new@example.com', needsEmailUpdate: false });
    expect((await put(b, { firstName: 'Other' })).statusCode).toBe(200);
  });

  it('is refused to members who are not flagged', async () => {
    const b = await signedIn('card');
    expect((await b.request('PUT', '/api/Member/Credentials', { email: 'x@example.com' })).statusCode).toBe(403);
  });
});
