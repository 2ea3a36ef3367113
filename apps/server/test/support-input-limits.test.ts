import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { signedInStaff, type StaffBrowser } from './support-helper';

/**
 * Issue 28 defect 9: console calls that answered 500 to input a client chose. Each now answers 400 (or the
 * route's own answer for a name it does not know), and the console keeps working after.
 */
let ctx: IdentityContext;
let admin: StaffBrowser;
beforeAll(async () => {
  ctx = await buildIdentityApp();
  admin = await signedInStaff(ctx.app, ctx.clock, 'admin');
});
afterAll(async () => ctx?.close());

const DEPTH = 20_000;
const deepBodies = {
  arrays: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  objects: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  'a field': `{"reason":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)},"amount":5,"kind":"A"}`,
};

describe('a JSON body nested 20,000 deep', () => {
  const calls = [
    '/api/Support/Members/demo-card-aerovia/Adjustments',
    '/api/Support/Claims/1/Approve',
    '/api/Support/Claims/1/Decline',
  ];
  for (const url of calls) {
    for (const [shape, body] of Object.entries(deepBodies)) {
      it(`is refused with a 400 by POST ${url} (${shape})`, async () => {
        const response = await admin.request('POST', url, body, { 'content-type': 'application/json' });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: [{ field: 'body', message: expect.stringMatching(/must not be nested deeper than 64 levels/) }],
        });
      });
    }
  }

  it('leaves a body of ordinary depth to the route: an adjustment without a reason is its own 400', async () => {
    const response = await admin.request('POST', calls[0]!, { kind: 'A', amount: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain('reason');
  });
});

describe('the audit search', () => {
  it('refuses a staff id too large for any staff member with a 400 naming the field', async () => {
    for (const staff of ['9007199254740992', '2147483648', '99999999999999999999999']) {
      const response = await admin.request('GET', `/api/Support/Audit?staff=${staff}`);
      expect(response.statusCode, staff).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'staff', message: 'A staff id is at most 2147483647.' }]);
    }
  });

  it('still searches by a staff id in range and by part of an e-mail', async () => {
    for (const staff of ['2147483647', '1', 'staff.admin']) {
      const response = await admin.request('GET', `/api/Support/Audit?staff=${staff}`);
      expect(response.statusCode, staff).toBe(200);
    }
  });
});

describe('a content entry named like a property every object has', () => {
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'])(
    'PUT …/pages/home/%s/Draft is not a 500',
    async (slug) => {
      const response = await admin.request('PUT', `/api/Support/Content/pages/home/${slug}/Draft`, {
        fields: {},
        baseVersion: null,
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect([400, 404, 409]).toContain(response.statusCode);
    },
  );
});
