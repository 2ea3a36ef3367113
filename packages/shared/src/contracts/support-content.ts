import { z } from 'zod';
import { CONTENT_NAMES, DEFAULT_CONTENT_TYPE, type ContentName } from '../constants';

/**
 * Content editing in the support console (issue 18 item 6; docs/decisions/0025-content-versions.md):
 * content editors and admins edit their partner's content groups, save drafts, preview them in the member
 * app, publish, and restore earlier versions. Imported by path, never from the package index, so nothing of
 * it reaches the member app's first load.
 */

/** The audit actions of content editing (STAFF_ACTION_PATTERN: dotted lower-case names). */
export const CONTENT_STAFF_ACTIONS = {
  saveDraft: 'content.save-draft',
  publish: 'content.publish',
  restore: 'content.restore',
} as const;

export const SUPPORT_CONTENT_MESSAGES = {
  entryNotFound: 'No such content entry in this program.',
  versionNotFound: 'No such version of this entry.',
  noSchema: 'This entry has no content schema, so the console cannot edit it.',
  changed: 'Someone else saved this entry since you opened it. Reload to see their version, then edit again.',
  nothingToPublish: 'There is no draft to publish.',
  saved: 'Draft saved. Preview it, then publish when it is ready.',
  published: 'Published: members see this copy on their next visit.',
  restored: (version: number) => `Version ${version} is the draft again. Preview it, then publish.`,
} as const;

/** How the console names each group, and what it holds. */
export const CONTENT_GROUP_LABELS: Record<ContentName, { label: string; description: string }> = {
  '*': { label: 'Global copy', description: 'Navigation bar, footer, tier names and merchant earn labels.' },
  home: { label: 'Home page', description: 'Banner, how it works and the page body, per visitor state.' },
  discover: { label: 'Discover pages', description: 'The /discover page and its sub-pages.' },
  tier_1_activation: { label: 'Activation', description: 'The tier 1 activation panel and its answers.' },
  surveys: { label: 'Surveys', description: 'Pop-up surveys: where they show and their questions.' },
  account_center: { label: 'Account center', description: 'Referral link and the account link groups.' },
  announcement_banner: { label: 'Announcement banner', description: 'The banner across the top of every page.' },
  earn_details: { label: 'Earn pages', description: 'The /earn pages: bonuses, how it works, terms.' },
  earn_banner: { label: 'Earn banners', description: 'Banners on the account overview and earn pages.' },
  popup: { label: 'Pop-up', description: 'The general pop-up shown once per type.' },
  sidebar: { label: 'Sidebar', description: 'The account sidebar copy.' },
};

/** At most this many versions are listed, newest first. */
export const CONTENT_VERSIONS_LISTED = 50;

export const contentGroupParamsSchema = z.object({
  contentType: z.literal(DEFAULT_CONTENT_TYPE, { error: `contentType is ${DEFAULT_CONTENT_TYPE}` }),
  contentName: z.enum(CONTENT_NAMES, { error: 'Not a content group.' }),
});
export const contentEntryParamsSchema = contentGroupParamsSchema.extend({
  slug: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/, 'Not an entry slug.'),
});
export const contentVersionParamsSchema = contentEntryParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(1_000_000),
});

export const contentGroupSummarySchema = z.object({
  contentType: z.string(),
  contentName: z.enum(CONTENT_NAMES),
  entries: z.number().int(),
  drafts: z.number().int(),
});
export const contentGroupsSchema = z.object({ groups: z.array(contentGroupSummarySchema) });
export type ContentGroupSummary = z.infer<typeof contentGroupSummarySchema>;

export const contentEntrySummarySchema = z.object({
  slug: z.string(),
  position: z.number().int(),
  /** Whether the entry has a content schema (the console builds its form from it). */
  editable: z.boolean(),
  liveVersion: z.number().int().nullable(),
  draftVersion: z.number().int().nullable(),
  hasLive: z.boolean(),
  hasDraft: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export const contentEntriesSchema = z.object({
  contentType: z.string(),
  contentName: z.enum(CONTENT_NAMES),
  entries: z.array(contentEntrySummarySchema),
});
export type ContentEntrySummary = z.infer<typeof contentEntrySummarySchema>;

const versionedFieldsSchema = z.object({
  version: z.number().int().nullable(),
  fields: z.record(z.string(), z.unknown()),
});

export const CONTENT_VERSION_KINDS = ['initial', 'draft', 'publish', 'restore'] as const;
export const CONTENT_VERSION_KIND_LABELS: Record<(typeof CONTENT_VERSION_KINDS)[number], string> = {
  initial: 'Copy before the first edit',
  draft: 'Draft saved',
  publish: 'Published',
  restore: 'Restored',
};

export const contentVersionSummarySchema = z.object({
  version: z.number().int(),
  kind: z.enum(CONTENT_VERSION_KINDS),
  basedOn: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ContentVersionSummary = z.infer<typeof contentVersionSummarySchema>;

export const contentEntryDetailSchema = z.object({
  contentType: z.string(),
  contentName: z.enum(CONTENT_NAMES),
  slug: z.string(),
  editable: z.boolean(),
  live: versionedFieldsSchema.nullable(),
  draft: versionedFieldsSchema.nullable(),
  /** The newest version of the entry (null before its first edit): sent back as baseVersion with a change. */
  latestVersion: z.number().int().nullable(),
  versions: z.array(contentVersionSummarySchema),
});
export type ContentEntryDetail = z.infer<typeof contentEntryDetailSchema>;

export const contentVersionDetailSchema = contentVersionSummarySchema.extend({
  fields: z.record(z.string(), z.unknown()),
});
export type ContentVersionDetail = z.infer<typeof contentVersionDetailSchema>;

/** Every change names the version it was made on, so a second editor's save is a conflict, not a lost edit. */
const baseVersion = z.number().int().min(1).nullable();

/** PUT …/Draft: the entry's fields, checked against the group's content schema (400 names each field). */
export const saveContentDraftSchema = z.object({
  fields: z.record(z.string(), z.unknown()),
  baseVersion,
});
export type SaveContentDraft = z.infer<typeof saveContentDraftSchema>;

/** POST …/Publish and POST …/Versions/{version}/Restore. */
export const contentChangeSchema = z.object({ baseVersion });
export type ContentChange = z.infer<typeof contentChangeSchema>;

export const contentChangeAnswerSchema = z.object({ message: z.string(), version: z.number().int() });
export type ContentChangeAnswer = z.infer<typeof contentChangeAnswerSchema>;

/**
 * Plain words for the schema's generic failures, in the console's form and the server's 400 alike (zod's own
 * "Too small: expected string to have >=1 characters" is for developers). Other messages are the schema's.
 */
export function contentFieldMessage(issue: {
  code: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  input?: unknown;
}): string | undefined {
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Enter some text.';
  if (issue.code === 'too_small' && issue.origin === 'array') return `Add at least ${String(issue.minimum)}.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `At most ${String(issue.maximum)} here.`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `Enter ${String(issue.minimum)} or more.`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `Enter ${String(issue.maximum)} or less.`;
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'Enter a number.';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required.';
  return undefined;
}
