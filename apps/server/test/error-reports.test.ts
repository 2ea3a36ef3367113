import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_RECEIVER_PATH, REQUEST_ID_TAG } from '@forkpoint/shared/contracts/error-report-constants';
import type { ErrorReportList } from '@forkpoint/shared/contracts/error-reports';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import { buildIdentityApp, type IdentityContext } from './identity-helper';
import { signedInStaff } from './support-helper';

/**
 * Issue 33 part 6: without a DSN, the browser's Sentry SDK reports to the server's own receiver and every answer of
 * 500 is reported by the server; both are stored scrubbed (no card number, token or e-mail) with the request id,
 * and the console lists the program's reports to its admins only.
 */

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

const ENVELOPE_URL = `${ERROR_RECEIVER_PATH}/api/1/envelope/?sentry_version=7&sentry_key=forkpoint&sentry_client=sentry.javascript.react%2F11.12.0`;

/** An envelope as the browser SDK sends it (text/plain, so no preflight). */
function browserEnvelope(eventId: string, value: string) {
  const event = {
    event_id: eventId,
    level: 'error',
    release: 'web@test',
    exception: {
      values: [
        {
          type: 'TypeError',
          value,
          stacktrace: {
            frames: [
              {
                function: 'renderRoute',
                filename: 'https://aerovia.localhost/assets/app-1a2b.js',
                lineno: 1,
                colno: 9,
              },
              {
                function: 'MerchantPage',
                filename: 'https://aerovia.localhost/assets/merchant-3c4d.js',
                lineno: 2,
                colno: 7,
              },
            ],
          },
        },
      ],
    },
    tags: { [REQUEST_ID_TAG]: 'req-from-an-answer-1' },
    request: { url: 'https://aerovia.localhost/merchant/42?public_id=demo-known-aerovia' },
  };
  return [JSON.stringify({ event_id: eventId }), JSON.stringify({ type: 'event' }), JSON.stringify(event)].join('\n');
}

const report = (body: string, host = 'aerovia.localhost', url = ENVELOPE_URL) =>
  ctx.app.inject({ method: 'POST', url, headers: { host, 'content-type': 'text/plain;charset=UTF-8' }, payload: body });

async function reportsSeenBy(partner: string): Promise<ErrorReportList['reports']> {
  const admin = await signedInStaff(ctx.app, ctx.clock, 'admin', { partner });
  const response = await admin.request('GET', SUPPORT_PATHS.errorReports);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ErrorReportList).reports;
}

describe('the local receiver', () => {
  it("stores the browser's report scrubbed, once, for the page's program", async () => {
    const body = browserEnvelope(
      'e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1e1',
      'Cannot read card 4111 1111 1111 1111 of ana.reyes@example.com',
    );
    expect((await report(body)).statusCode).toBe(200);
    expect((await report(body)).statusCode).toBe(200);
    const reports = await reportsSeenBy('aerovia');
    const stored = reports.filter((r) => r.requestId === 'req-from-an-answer-1');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      source: 'web',
      type: 'TypeError',
      message: 'Cannot read card [card number] of [email]',
      url: 'https://aerovia.localhost/merchant/42?public_id=[redacted]',
      release: 'web@test',
    });
    expect(stored[0]!.stack.split('\n')[0]).toBe(
      'at MerchantPage (https://aerovia.localhost/assets/merchant-3c4d.js:2:7)',
    );
    expect(await reportsSeenBy('cirrella')).not.toContainEqual(
      expect.objectContaining({ requestId: 'req-from-an-answer-1' }),
    );
  });

  it('refuses another key, and stores nothing from what is not an envelope', async () => {
    const wrongKey = await report(
      browserEnvelope('e2e2', 'x'),
      'aerovia.localhost',
      ENVELOPE_URL.replace('sentry_key=forkpoint', 'sentry_key=other'),
    );
    expect(wrongKey.statusCode).toBe(401);
    const junk = await report('hello');
    expect(junk.statusCode).toBe(200);
    expect(junk.json()).toEqual({ stored: 0 });
  });
});

describe("the server's own faults", () => {
  it('reports an answer of 500 with its request id, and the console lists it to admins only', async () => {
    // A table the content call reads is gone: the call fails as a bug would, with a 500.
    await sql`ALTER TABLE content_entries RENAME TO content_entries_gone`.execute(ctx.database.db);
    let failed;
    try {
      failed = await ctx.app.inject({
        method: 'GET',
        url: '/api/cms/pages/home/?token=abc',
        headers: { host: 'aerovia.localhost' },
      });
    } finally {
      await sql`ALTER TABLE content_entries_gone RENAME TO content_entries`.execute(ctx.database.db);
    }
    expect(failed.statusCode).toBe(500);
    const requestId = failed.json().requestId as string;
    const [stored] = (await reportsSeenBy('aerovia')).filter((r) => r.requestId === requestId);
    expect(stored).toMatchObject({ source: 'server', url: 'GET /api/cms/pages/home/?token=[redacted]' });
    expect(stored!.message).toMatch(/content_entries/);

    const agent = await signedInStaff(ctx.app, ctx.clock, 'agent');
    expect((await agent.request('GET', SUPPORT_PATHS.errorReports)).statusCode).toBe(403);
  });
});
