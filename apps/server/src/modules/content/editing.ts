import type { Kysely } from 'kysely';
import { fieldsSchemaFor } from '@forkpoint/shared/content/content-schemas';
import type { ContentName } from '@forkpoint/shared/constants';
import { STAFF_MESSAGES } from '@forkpoint/shared/contracts/support';
import { SUPPORT_CONTENT_MESSAGES as MESSAGES, contentFieldMessage } from '@forkpoint/shared/contracts/support-content';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  deleteDraftRow,
  findEntryState,
  findVersion,
  insertVersion,
  putCurrentRow,
  type EntryKey,
  type EntryState,
} from './versions-repository';

/**
 * Saving a draft, publishing it and restoring an earlier version (issue 18 item 6). Each is one
 * transaction: the new version, the current row it changes, and the audit record (the caller's `audit`)
 * commit together or not at all. Each names the version it was made on (`baseVersion`); when the entry
 * moved on since, it is refused as a conflict rather than overwriting someone else's edit.
 */

export interface EditContext {
  db: Kysely<DB>;
  key: EntryKey & { contentName: ContentName };
  staff: { id: number; email: string };
  now: Date;
  /** Records the change in the staff audit log, inside the change's transaction. */
  audit(trx: Kysely<DB>, change: { before: unknown; after: unknown }): Promise<void>;
}

type Versioned = { version: number | null; fields: Record<string, unknown> } | null;
const versioned = (row: EntryState['live']): Versioned => (row ? { version: row.version, fields: row.fields } : null);

/** The entry's fields checked against its group's content schema; 400 naming each field otherwise. */
export function validateFields(name: ContentName, slug: string, fields: unknown): Record<string, unknown> {
  const schema = fieldsSchemaFor(name, slug);
  // The path chose an entry the console cannot edit: the 400 names the slug, as every 400 names a field.
  if (!schema) throw new AppError('BAD_REQUEST', MESSAGES.noSchema, [{ field: 'slug', message: MESSAGES.noSchema }]);
  const parsed = schema.safeParse(fields, { error: contentFieldMessage });
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const messages = parsed.error.issues.map((issue) => ({
    field: ['fields', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.invalidForm, messages);
}

export function saveDraft(ctx: EditContext, fields: unknown, baseVersion: number | null): Promise<number> {
  const valid = validateFields(ctx.key.contentName, ctx.key.slug, fields);
  return change(ctx, baseVersion, async (trx, state, latest) => {
    const version = latest + 1;
    await insertVersion(trx, ctx.key, { version, kind: 'draft', basedOn: null, fields: valid, ...who(ctx) });
    await putDraft(trx, ctx, state, valid, version);
    return { version, before: versioned(state.draft ?? state.live), after: { version, fields: valid } };
  });
}

export function publishDraft(ctx: EditContext, baseVersion: number | null): Promise<number> {
  return change(ctx, baseVersion, async (trx, state, latest) => {
    const draft = state.draft;
    if (!draft) throw new AppError('CONFLICT', MESSAGES.nothingToPublish);
    // A draft restored from an old version may no longer fit today's schema: members never get it.
    const fields = validateFields(ctx.key.contentName, ctx.key.slug, draft.fields);
    const version = latest + 1;
    await insertVersion(trx, ctx.key, { version, kind: 'publish', basedOn: draft.version, fields, ...who(ctx) });
    await putCurrentRow(trx, ctx.key, { status: 'published', fields, version, position: draft.position, at: ctx.now });
    await deleteDraftRow(trx, ctx.key);
    return { version, before: versioned(state.live), after: { version, basedOn: draft.version, fields } };
  });
}

/** Restoring makes the old version the draft again, to preview before it is published (decision 0025). */
export function restoreVersion(ctx: EditContext, from: number, baseVersion: number | null): Promise<number> {
  return change(ctx, baseVersion, async (trx, state, latest) => {
    const old = await findVersion(trx, ctx.key, from);
    if (!old) throw new AppError('NOT_FOUND', MESSAGES.versionNotFound);
    const version = latest + 1;
    await insertVersion(trx, ctx.key, { version, kind: 'restore', basedOn: from, fields: old.fields, ...who(ctx) });
    await putDraft(trx, ctx, state, old.fields, version);
    return { version, before: versioned(state.draft), after: { version, restoredFrom: from, fields: old.fields } };
  });
}

const who = (ctx: EditContext) => ({ staff: ctx.staff, at: ctx.now });

function putDraft(
  trx: Kysely<DB>,
  ctx: EditContext,
  state: EntryState,
  fields: Record<string, unknown>,
  version: number,
) {
  const position = (state.draft ?? state.live)?.position ?? 0;
  return putCurrentRow(trx, ctx.key, { status: 'draft', fields, version, position, at: ctx.now });
}

type Step = (
  trx: Kysely<DB>,
  state: EntryState,
  latest: number,
) => Promise<{ version: number; before: unknown; after: unknown }>;

async function change(ctx: EditContext, baseVersion: number | null, step: Step): Promise<number> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const state = await findEntryState(trx, ctx.key, true);
      if (!state.live && !state.draft) throw new AppError('NOT_FOUND', MESSAGES.entryNotFound);
      if (state.latestVersion !== baseVersion) throw new AppError('CONFLICT', MESSAGES.changed);
      const latest = await recordHistoryBefore(trx, ctx, state);
      const { version, before, after } = await step(trx, state, latest);
      await ctx.audit(trx, { before, after });
      return version;
    });
  } catch (error) {
    // Two editors saving at the same moment: the unique version key lets only one of them win.
    if ((error as { code?: unknown }).code === '23505') throw new AppError('CONFLICT', MESSAGES.changed);
    throw error;
  }
}

/**
 * Copy seeded before the entry's first edit has no history yet: it becomes version 1 (live) and, for
 * a draft, version 2, so restoring "what was there before" is always possible. Answers the newest version.
 */
async function recordHistoryBefore(trx: Kysely<DB>, ctx: EditContext, state: EntryState): Promise<number> {
  if (state.latestVersion !== null) return state.latestVersion;
  let version = 0;
  for (const status of ['published', 'draft'] as const) {
    const row = status === 'published' ? state.live : state.draft;
    if (!row) continue;
    version += 1;
    await insertVersion(trx, ctx.key, {
      version,
      kind: 'initial',
      basedOn: null,
      fields: row.fields,
      staff: null,
      at: ctx.now,
    });
    await putCurrentRow(trx, ctx.key, {
      status,
      fields: row.fields,
      version,
      position: row.position,
      at: row.updatedAt,
    });
    row.version = version;
  }
  return version;
}
