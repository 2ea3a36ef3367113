import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@forkpoint/shared/rules/storable-text';
import { Browser, PASSWORD, buildIdentityApp, demo, type IdentityContext } from './identity-helper';

/**
 * A NUL (U+0000) or an unpaired surrogate cannot be stored by PostgreSQL: every such string, in any
 * request part of any call, is refused with a 400 naming its field — never a 500 and a stack trace.
 */
let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

const NUL = 'a\u0000b';
const LONE = 'x\uD83Cy';

const expectRefused = (response: { statusCode: number; json(): unknown }, field: string) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: expect.arrayContaining([{ field, message: UNSTORABLE_TEXT_MESSAGE }]),
  });
};

describe('text a database cannot store', () => {
  it('is refused in sign-in, enrollment, impressions and profile bodies, naming the field', async () => {
    const b = await Browser.open(ctx.app, 'aerovia.localhost', '10.9.0.1');
    expectRefused(await b.request('POST', '/api/SignIn', { userName: NUL, password: 'x' }), 'userName');
    expectRefused(await b.request('POST', '/api/SignIn', { userName: demo('card'), password: LONE }), 'password');
    expectRefused(
      await b.request('POST', '/api/Members/Prospects/Email', { email: 'new@example.com', utmSource: NUL }),
      'utmSource',
    );
    expectRefused(await b.request('POST', '/api/Impressions', [{ channel: 'web', url: LONE, merchantId: 1 }]), '0.url');
    expect((await b.signIn(demo('card'), PASSWORD)).statusCode).toBe(200);
    expectRefused(await b.request('PUT', '/api/Member', { firstName: NUL }), 'firstName');
  });

  it('is refused in query strings and paths', async () => {
    const b = await Browser.open(ctx.app, 'aerovia.localhost', '10.9.0.2');
    const encoded = encodeURIComponent(NUL);
    expectRefused(
      await b.request('GET', `/api/v2/Merchants/Search?restaurantOrCuisine=${encoded}&location=Chicago`),
      'restaurantOrCuisine',
    );
    expectRefused(await b.request('GET', `/api/v2/Merchants/Carousel?location=${encoded}`), 'location');
    expectRefused(await b.request('GET', `/api/StagingTools/Outbox?to=${encoded}`), 'to');
    expectRefused(await b.request('GET', `/api/cms/pages/${encoded}/`), 'contentName');
  });
});
