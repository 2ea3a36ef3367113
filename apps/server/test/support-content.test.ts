import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SUPPORT_CONTENT_MESSAGES } from '@forkpoint/shared/contracts/support-content';
import { Browser, buildIdentityApp, fieldMessages, type IdentityContext } from './identity-helper';
import { StaffBrowser, signedInStaff, staffEmail, type DemoStaffRole } from './support-helper';

/**
 * Content editing in the console (issue 18 item 6): who may edit, schema validation, drafts seen only in
 * the editor's preview, publishing, restoring, conflicts and the audit trail.
 */

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.database.db;
const ENTRY = '/api/Support/Content/pages/sidebar/search';
const staff = (role: DemoStaffRole, partner?: string) =>
  signedInStaff(ctx.app, ctx.clock, role, partner ? { partner } : {});

/** The sidebar's `search` entry as the member app asks for it (preview=1 when asked). */
async function memberSees(browser: Browser, preview: boolean): Promise<string | undefined> {
  const response = await browser.request('GET', `/api/cms/pages/sidebar/?page_size=100${preview ? '&preview=1' : ''}`);
  expect(response.statusCode).toBe(200);
  const entry = (response.json().data as { slug: string; fields: { title: string } }[]).find(
    (e) => e.slug === 'search',
  );
  return entry?.fields.title;
}

async function entryOf(browser: StaffBrowser) {
  const response = await browser.request('GET', ENTRY);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const saveDraft = (browser: StaffBrowser, title: string, baseVersion: number | null) =>
  browser.request('PUT', `${ENTRY}/Draft`, {
    fields: { title, page_text: 'Pay with a linked card and earn. The [[terms|Program Terms]] apply.' },
    baseVersion,
  });

describe('who may edit content', () => {
  it('needs a staff session and the CSRF header', async () => {
    const anonymous = await StaffBrowser.open(ctx.app);
    expect((await anonymous.request('GET', '/api/Support/Content')).statusCode).toBe(401);
    const editor = await staff('content_editor');
    const withoutCsrf = await ctx.app.inject({
      method: 'GET',
      url: '/api/Support/Content',
      headers: { host: 'aerovia.localhost', cookie: editor.cookieHeader() },
    });
    expect(withoutCsrf.statusCode).toBe(403);
  });

  it('refuses an agent, reading or writing, and audits the refusal', async () => {
    const agent = await staff('agent');
    expect((await agent.request('GET', '/api/Support/Content')).statusCode).toBe(403);
    expect((await agent.request('GET', ENTRY)).statusCode).toBe(403);
    expect((await saveDraft(agent, 'Agent copy', null)).statusCode).toBe(403);
    const refusals = await db()
      .selectFrom('staff_audit_log')
      .select('target_id')
      .where('staff_email', '=', staffEmail('agent'))
      .where('action', '=', 'staff.access-refused')
      .execute();
    expect(refusals.map((r) => r.target_id)).toContain(
      'PUT /api/Support/Content/:contentType/:contentName/:slug/Draft',
    );
    expect(await db().selectFrom('content_versions').select('id').execute()).toEqual([]);
  });

  it("lists every group for an editor and an admin, and never another partner's entries", async () => {
    await db()
      .insertInto('content_entries')
      .values({
        partner_code: 'aerovia',
        content_type: 'pages',
        content_name: 'sidebar',
        slug: 'aerovia-only',
        status: 'published',
        position: 9,
        fields: JSON.stringify({ title: 'Only here', page_text: 'Only aerovia has this.' }),
      })
      .execute();
    for (const role of ['content_editor', 'admin'] as const) {
      const browser = await staff(role);
      const { groups } = (await browser.request('GET', '/api/Support/Content')).json();
      expect(groups).toHaveLength(11);
      expect(groups.find((g: { contentName: string }) => g.contentName === 'home').entries).toBeGreaterThan(0);
    }
    const other = await staff('content_editor', 'brambleway');
    const slugs = (await other.request('GET', '/api/Support/Content/pages/sidebar'))
      .json()
      .entries.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain('search');
    expect(slugs).not.toContain('aerovia-only');
    const theirs = await other.request('GET', '/api/Support/Content/pages/sidebar/aerovia-only');
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await other.request('PUT', '/api/Support/Content/pages/sidebar/aerovia-only/Draft', {
          fields: { title: 'Mine now', page_text: 'Taken over.' },
          baseVersion: null,
        })
      ).statusCode,
    ).toBe(404);
    // The brambleway session does not even answer on aerovia's host.
    other.host = 'aerovia.localhost';
    expect((await other.request('GET', '/api/Support/Content')).statusCode).toBe(401);
  });
});

describe('saving a draft', () => {
  it('checks the fields against the group schema and answers 400 naming each field, writing nothing', async () => {
    const editor = await staff('content_editor');
    const response = await editor.request('PUT', `${ENTRY}/Draft`, {
      fields: { title: '', page_text: 'See {{no_such_token}}.', colour: 'red' },
      baseVersion: null,
    });
    expect(response.statusCode).toBe(400);
    const messages = fieldMessages(response);
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['fields.title', 'fields.page_text', 'fields']));
    expect(messages['fields.page_text']).toMatch(/unknown copy token \{\{no_such_token\}\}/);
    expect(messages['fields.title']).toBe('Enter some text.');
    expect(
      (
        await editor.request('PUT', '/api/Support/Content/pages/no_group/search/Draft', {
          fields: {},
          baseVersion: null,
        })
      ).statusCode,
    ).toBe(400);
    expect(await db().selectFrom('content_versions').select('id').execute()).toEqual([]);
  });

  it('keeps the copy before the first edit as version 1 and the draft as version 2, shown only in preview', async () => {
    const editor = await staff('content_editor');
    const before = await entryOf(editor);
    expect(before).toMatchObject({ latestVersion: null, draft: null, versions: [] });
    const liveTitle = before.live.fields.title as string;

    const saved = await saveDraft(editor, 'Draft sidebar title', null);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: SUPPORT_CONTENT_MESSAGES.saved, version: 2 });
    const after = await entryOf(editor);
    expect(after.versions.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [2, 'draft'],
      [1, 'initial'],
    ]);
    expect(after).toMatchObject({ latestVersion: 2, live: { version: 1 }, draft: { version: 2 } });

    // A member, with preview=1 or without, gets the published copy; so does an agent's session.
    const member = await Browser.open(ctx.app);
    expect(await memberSees(member, true)).toBe(liveTitle);
    expect(await memberSees(await staff('agent'), true)).toBe(liveTitle);
    // The editor's own session sees the draft, but only when the app asks for a preview.
    expect(await memberSees(editor, false)).toBe(liveTitle);
    expect(await memberSees(editor, true)).toBe('Draft sidebar title');
    const preview = await editor.request('GET', '/api/cms/pages/sidebar/?page_size=100&preview=1');
    expect(preview.headers['cache-control']).toBe('private, no-store');
  });

  it("lets the editor's preview show a draft-only entry, and no one else's", async () => {
    await db()
      .insertInto('content_entries')
      .values({
        partner_code: 'aerovia',
        content_type: 'pages',
        content_name: 'sidebar',
        slug: 'draft-only',
        status: 'draft',
        position: 10,
        fields: JSON.stringify({ title: 'Not yet live', page_text: 'Coming soon.' }),
      })
      .execute();
    const slugs = async (browser: Browser) =>
      (
        (await browser.request('GET', '/api/cms/pages/sidebar/?page_size=100&preview=1')).json().data as {
          slug: string;
        }[]
      ).map((e) => e.slug);
    expect(await slugs(await staff('content_editor'))).toContain('draft-only');
    expect(await slugs(await Browser.open(ctx.app))).not.toContain('draft-only');
    expect(await slugs(await staff('content_editor', 'brambleway'))).not.toContain('draft-only');
  });

  it('refuses a change made on a version that is no longer the newest', async () => {
    const editor = await staff('content_editor');
    const stale = await saveDraft(editor, 'Overwrites someone', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SUPPORT_CONTENT_MESSAGES.changed);
    expect((await entryOf(editor)).latestVersion).toBe(2);
  });
});

describe('publishing and restoring', () => {
  it('publishes the draft: members see it and the draft is gone', async () => {
    const admin = await staff('admin');
    const published = await admin.request('POST', `${ENTRY}/Publish`, { baseVersion: 2 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().version).toBe(3);
    expect(await memberSees(await Browser.open(ctx.app), false)).toBe('Draft sidebar title');
    const entry = await entryOf(admin);
    expect(entry).toMatchObject({ draft: null, live: { version: 3 }, latestVersion: 3 });
    expect(entry.versions[0]).toMatchObject({
      version: 3,
      kind: 'publish',
      basedOn: 2,
      staffEmail: staffEmail('admin'),
    });
    const again = await admin.request('POST', `${ENTRY}/Publish`, { baseVersion: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SUPPORT_CONTENT_MESSAGES.nothingToPublish);
  });

  it('restores an earlier version as a new draft, leaving the live copy until it is published', async () => {
    const editor = await staff('content_editor');
    const original = (await editor.request('GET', `${ENTRY}/Versions/1`)).json().fields.title as string;
    const restored = await editor.request('POST', `${ENTRY}/Versions/1/Restore`, { baseVersion: 3 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ message: SUPPORT_CONTENT_MESSAGES.restored(1), version: 4 });
    expect(await memberSees(await Browser.open(ctx.app), true)).toBe('Draft sidebar title');
    expect(await memberSees(editor, true)).toBe(original);
    expect((await editor.request('POST', `${ENTRY}/Versions/99/Restore`, { baseVersion: 4 })).statusCode).toBe(404);
    expect((await editor.request('POST', `${ENTRY}/Publish`, { baseVersion: 4 })).statusCode).toBe(200);
    expect(await memberSees(await Browser.open(ctx.app), false)).toBe(original);
  });

  it('audits every change with its before and after, in the append-only log', async () => {
    const rows = await db()
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_email', 'target_type', 'target_id', 'before', 'after'])
      .where('action', 'like', 'content.%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'content.save-draft',
      'content.publish',
      'content.restore',
      'content.publish',
    ]);
    expect(rows.every((r) => r.target_type === 'content' && r.target_id === 'pages/sidebar/search')).toBe(true);
    expect(rows[0]).toMatchObject({
      staff_email: staffEmail('content_editor'),
      before: { version: 1 },
      after: { version: 2, fields: { title: 'Draft sidebar title' } },
    });
    expect(rows[1]).toMatchObject({ before: { version: 1 }, after: { version: 3, basedOn: 2 } });
    expect(rows[2]).toMatchObject({ before: null, after: { version: 4, restoredFrom: 1 } });
  });

  it('never rewrites history: the database refuses to update a version', async () => {
    await expect(sql`UPDATE content_versions SET kind = 'draft'`.execute(db())).rejects.toThrow(/keeps history/);
  });
});
