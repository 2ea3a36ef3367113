import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@forkpoint/shared';
import { CONTENT_NAMES, DEFAULT_CONTENT_TYPE } from '@forkpoint/shared/constants';
import { fieldsSchemaFor } from '@forkpoint/shared/content/content-schemas';
import { STAFF_PERMISSIONS } from '@forkpoint/shared/contracts/support';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  CONTENT_STAFF_ACTIONS,
  SUPPORT_CONTENT_MESSAGES as MESSAGES,
  contentChangeAnswerSchema,
  contentChangeSchema,
  contentEntriesSchema,
  contentEntryDetailSchema,
  contentEntryParamsSchema,
  contentGroupParamsSchema,
  contentGroupsSchema,
  contentVersionDetailSchema,
  contentVersionParamsSchema,
  saveContentDraftSchema,
} from '@forkpoint/shared/contracts/support-content';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publishDraft, restoreVersion, saveDraft, type EditContext } from './editing';
import {
  countEntriesByGroup,
  findEntryState,
  findVersion,
  listGroupEntries,
  listVersions,
  type EntryKey,
} from './versions-repository';
import { recordStaffAction } from '../support/audit-log-http';
import { requireStaff, staffOf } from '../support/staff-guard';
import { STAFF_MEMBER_ERRORS } from '../support/staff-member-lookup';

/**
 * The console's content editing (content editors and admins; decision 0025): the partner's groups and
 * entries, an entry with its versions, and saving a draft, publishing it and restoring a version, each
 * audited. Every query is on the staff member's own partner, so another partner's entries are never found.
 */
export const contentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requireStaff(...STAFF_PERMISSIONS.content);
  const db = () => app.database.db;
  const keyOf = (request: FastifyRequest, params: Omit<EntryKey, 'partnerCode'>) => ({
    ...params,
    partnerCode: staffOf(request).partnerCode,
  });

  app.get(
    SUPPORT_PATHS.content,
    { preHandler: guard, schema: { response: { 200: contentGroupsSchema, ...STAFF_MEMBER_ERRORS } } },
    async (request) => {
      const counts = await countEntriesByGroup(db(), staffOf(request).partnerCode, DEFAULT_CONTENT_TYPE);
      return {
        groups: CONTENT_NAMES.map((contentName) => {
          const count = counts.find((c) => c.content_name === contentName);
          return {
            contentType: DEFAULT_CONTENT_TYPE,
            contentName,
            entries: count?.entries ?? 0,
            drafts: count?.drafts ?? 0,
          };
        }),
      };
    },
  );

  app.get(
    SUPPORT_PATHS.contentGroup,
    {
      preHandler: guard,
      schema: { params: contentGroupParamsSchema, response: { 200: contentEntriesSchema, ...STAFF_MEMBER_ERRORS } },
    },
    async (request) => {
      const { contentType, contentName } = request.params;
      const rows = await listGroupEntries(db(), {
        partnerCode: staffOf(request).partnerCode,
        contentType,
        contentName,
      });
      return {
        contentType,
        contentName,
        entries: rows.map((row) => ({
          slug: row.slug,
          position: row.position,
          editable: fieldsSchemaFor(contentName, row.slug) !== undefined,
          liveVersion: row.live?.version ?? null,
          draftVersion: row.draft?.version ?? null,
          hasLive: row.live !== null,
          hasDraft: row.draft !== null,
          updatedAt: latestOf(row.live?.updatedAt, row.draft?.updatedAt).toISOString(),
        })),
      };
    },
  );

  app.get(
    SUPPORT_PATHS.contentEntry,
    {
      preHandler: guard,
      schema: { params: contentEntryParamsSchema, response: { 200: contentEntryDetailSchema, ...STAFF_MEMBER_ERRORS } },
    },
    async (request) => {
      const key = keyOf(request, request.params);
      const state = await findEntryState(db(), key);
      if (!state.live && !state.draft) throw new AppError('NOT_FOUND', MESSAGES.entryNotFound);
      const versions = await listVersions(db(), key);
      return {
        contentType: key.contentType,
        contentName: request.params.contentName,
        slug: key.slug,
        editable: fieldsSchemaFor(request.params.contentName, key.slug) !== undefined,
        live: state.live && { version: state.live.version, fields: state.live.fields },
        draft: state.draft && { version: state.draft.version, fields: state.draft.fields },
        latestVersion: state.latestVersion,
        versions: versions.map((v) => ({
          version: v.version,
          kind: v.kind,
          basedOn: v.based_on,
          staffEmail: v.staff_email,
          createdAt: new Date(v.created_at).toISOString(),
        })),
      };
    },
  );

  app.get(
    SUPPORT_PATHS.contentVersion,
    {
      preHandler: guard,
      schema: {
        params: contentVersionParamsSchema,
        response: { 200: contentVersionDetailSchema, ...STAFF_MEMBER_ERRORS },
      },
    },
    async (request) => {
      const { version: number, ...params } = request.params;
      const version = await findVersion(db(), keyOf(request, params), number);
      if (!version) throw new AppError('NOT_FOUND', MESSAGES.versionNotFound);
      return {
        version: version.version,
        kind: version.kind,
        basedOn: version.based_on,
        staffEmail: version.staff_email,
        createdAt: new Date(version.created_at).toISOString(),
        fields: version.fields,
      };
    },
  );

  /** What every change needs: the entry, who, now, and its audit record (written in the change's transaction). */
  const editContext = (
    request: FastifyRequest,
    params: { contentType: string; contentName: (typeof CONTENT_NAMES)[number]; slug: string },
    action: string,
  ): EditContext => {
    const staff = staffOf(request);
    const key = keyOf(request, params);
    return {
      db: db(),
      key: { ...key, contentName: params.contentName },
      staff: { id: staff.id, email: staff.email },
      now: app.clock(),
      audit: (trx: Kysely<DB>, change) =>
        recordStaffAction(
          request,
          { action, target: { type: 'content', id: `${key.contentType}/${key.contentName}/${key.slug}` }, ...change },
          trx,
        ),
    };
  };
  const changeSchema = <B>(body: B) => ({
    body,
    response: { 200: contentChangeAnswerSchema, ...STAFF_MEMBER_ERRORS, 409: apiErrorSchema },
  });

  app.put(
    SUPPORT_PATHS.contentEntryDraft,
    { preHandler: guard, schema: { params: contentEntryParamsSchema, ...changeSchema(saveContentDraftSchema) } },
    async (request) => {
      const ctx = editContext(request, request.params, CONTENT_STAFF_ACTIONS.saveDraft);
      const version = await saveDraft(ctx, request.body.fields, request.body.baseVersion);
      return { message: MESSAGES.saved, version };
    },
  );

  app.post(
    SUPPORT_PATHS.contentEntryPublish,
    { preHandler: guard, schema: { params: contentEntryParamsSchema, ...changeSchema(contentChangeSchema) } },
    async (request) => {
      const ctx = editContext(request, request.params, CONTENT_STAFF_ACTIONS.publish);
      const version = await publishDraft(ctx, request.body.baseVersion);
      return { message: MESSAGES.published, version };
    },
  );

  app.post(
    SUPPORT_PATHS.contentVersionRestore,
    { preHandler: guard, schema: { params: contentVersionParamsSchema, ...changeSchema(contentChangeSchema) } },
    async (request) => {
      const { version: from, ...params } = request.params;
      const ctx = editContext(request, params, CONTENT_STAFF_ACTIONS.restore);
      const version = await restoreVersion(ctx, from, request.body.baseVersion);
      return { message: MESSAGES.restored(from), version };
    },
  );
};

function latestOf(...dates: (Date | undefined)[]): Date {
  const times = dates.filter((d): d is Date => d !== undefined).map((d) => new Date(d).getTime());
  return new Date(Math.max(...times));
}
