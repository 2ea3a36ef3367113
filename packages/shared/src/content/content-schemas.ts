import { z } from 'zod';
import type { ContentName } from '../constants';
import {
  bannerTextItemSchema,
  contentBlocksSchema,
  contentLinkSchema,
  copyTextSchema,
  linkUrlSchema,
} from './content-blocks';
import { USER_STATES } from './content-filters';
import {
  cardsFieldsSchema,
  footerFieldsSchema,
  globalEarnFieldsSchema,
  navbarFieldsSchema,
} from './content-global-schemas';

/**
 * The `fields` of every content group (spec part 2 §3). Objects are strict so a misspelt
 * field name fails validation instead of silently disappearing from a page.
 */

const userStatesSchema = z.array(z.enum(USER_STATES)).min(1);
const prospectFormSchema = z.strictObject({
  heading: copyTextSchema,
  label: copyTextSchema,
  button_text: copyTextSchema,
  note: copyTextSchema,
  /**
   * What the field's placeholder "{email}" (spec part 1 §5) reads as: the spec names a copy token there, as
   * "{code}" in its error toasts, not text to show as written. Optional: the web has a readable default.
   */
  email_placeholder: copyTextSchema.optional(),
});

export const homeFieldsSchema = z
  .strictObject({
    user_states: userStatesSchema,
    browser_title: copyTextSchema.optional(),
    meta_description: copyTextSchema.optional(),
    banner: z.strictObject({
      banner_text: z.array(bannerTextItemSchema).min(1),
      /** The prospect e-mail form (spec part 1 §2 Home): only for non-members of direct partners. */
      show_prospect_form: z.boolean(),
      prospect_form: prospectFormSchema.optional(),
      cta: contentLinkSchema.optional(),
    }),
    how_it_works: z.strictObject({
      title: copyTextSchema,
      steps: z
        .array(
          z.strictObject({ icon: z.enum(['search', 'dine', 'earn']), title: copyTextSchema, text: copyTextSchema }),
        )
        .length(3),
    }),
    body: contentBlocksSchema,
    disclaimer: copyTextSchema.optional(),
  })
  .refine((f) => !f.banner.show_prospect_form || f.banner.prospect_form !== undefined, {
    path: ['banner', 'prospect_form'],
    message: 'a banner that shows the prospect form needs its copy',
  });

export const discoverFieldsSchema = z.strictObject({
  url: z.string().regex(/^\/discover(\/[a-z0-9-]+)*$/, 'must be /discover or a sub-path'),
  browser_title: copyTextSchema,
  banner_text: z.array(bannerTextItemSchema).optional(),
  body: contentBlocksSchema.min(1),
  disclaimer: copyTextSchema.optional(),
});

export const tier1ActivationFieldsSchema = z.strictObject({
  title: copyTextSchema,
  body: copyTextSchema,
  button_text: copyTextSchema,
  working_text: copyTextSchema,
  activated_title: copyTextSchema,
  activated_body: copyTextSchema,
  activated_link: contentLinkSchema,
  /** Shown in the failure toast, followed by the partner's formatted support phone. */
  error_text: copyTextSchema,
});

const pathPrefix = z.string().regex(/^\//, 'must be a path');

const questionId = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'lower-case letters, digits and _');

/**
 * A question of our own survey service (issue 17: it replaces the third-party form service): a 1–5 rating,
 * one choice among options, or free text. The answers are checked against these on the server.
 */
export const surveyQuestionSchema = z.discriminatedUnion('type', [
  z.strictObject({ id: questionId, type: z.literal('rating'), label: copyTextSchema, required: z.boolean() }),
  z.strictObject({
    id: questionId,
    type: z.literal('choice'),
    label: copyTextSchema,
    required: z.boolean(),
    options: z.array(z.string().min(1).max(120)).min(2).max(10),
  }),
  z.strictObject({
    id: questionId,
    type: z.literal('text'),
    label: copyTextSchema,
    required: z.boolean(),
    max_length: z.number().int().min(1).max(2000),
  }),
]);
export type SurveyQuestion = z.output<typeof surveyQuestionSchema>;

export const surveyFieldsSchema = z.strictObject({
  /** The panel title. */
  text: copyTextSchema,
  /** The survey form service's form id. */
  id: z.string().regex(/^[A-Za-z0-9_-]+$/),
  /** Seconds before the form loads. */
  delay_timeout: z.number().int().min(0),
  /** Days the survey stays hidden after it was closed or submitted. */
  cookie_timeout: z.number().int().min(0),
  /** Path prefixes; an empty allow list allows every path. */
  url_allow_list: z.array(z.strictObject({ url_allowed: pathPrefix })),
  url_disallow_list: z.array(z.strictObject({ url_disallowed: pathPrefix })),
  success_text: copyTextSchema.optional(),
  error_text: copyTextSchema.optional(),
  /** The questions (our survey service); ids unique within the survey. */
  questions: z
    .array(surveyQuestionSchema)
    .min(1)
    .max(20)
    .refine(
      (questions) => new Set(questions.map((q) => q.id)).size === questions.length,
      'question ids must be unique',
    ),
});

export const accountCenterFieldsSchema = z.strictObject({
  referral_link: z.strictObject({ is_enabled: z.boolean(), title: copyTextSchema, description: copyTextSchema }),
  link_groups: z.array(z.strictObject({ title: copyTextSchema, links: z.array(contentLinkSchema).min(1) })),
});

export const bannerCopyItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), copy: copyTextSchema }),
  z.strictObject({
    type: z.literal('link'),
    copy: copyTextSchema,
    url: linkUrlSchema,
    new_tab: z.boolean().optional(),
  }),
]);

export const announcementBannerFieldsSchema = z.strictObject({
  banner_copy: z.array(bannerCopyItemSchema).min(1),
  tooltip_copy: copyTextSchema.optional(),
});

export const earnDetailsFieldsSchema = z.strictObject({
  url: z.string().regex(/^\/earn(\/[a-z0-9-]+)*$/, 'must be /earn or a sub-path'),
  browser_title: copyTextSchema,
  disclaimer: copyTextSchema.optional(),
  main_column: contentBlocksSchema.min(1),
  side_column: contentBlocksSchema,
  banner_text: z.array(bannerTextItemSchema),
});

/** The banner configuration entry of spec part 2 §3 (account overview and earn banners). */
export const earnBannerFieldsSchema = z
  .strictObject({
    type: z.enum(['bonus', 'earn', 'enrollment']),
    order: z.number().int().min(0),
    /** The bonus code a bonus banner belongs to. */
    code: z.string().min(1).optional(),
    text: z.array(bannerTextItemSchema).min(1),
    image: linkUrlSchema.optional(),
    days_to_display: z.number().int().positive().optional(),
    user_states: userStatesSchema.optional(),
    app_only_bonus: z.boolean().optional(),
    app_text: copyTextSchema.optional(),
    cta: contentLinkSchema.optional(),
  })
  .refine((f) => f.type !== 'bonus' || f.code !== undefined, {
    path: ['code'],
    message: 'a bonus banner needs its bonus code',
  });

export const popupFieldsSchema = z.strictObject({
  /** Shown once per type: the partner's generalModalType. */
  modal_type: z.string().min(1),
  title: copyTextSchema,
  body_text: copyTextSchema,
  link: contentLinkSchema,
});

export const sidebarFieldsSchema = z.strictObject({ title: copyTextSchema, page_text: copyTextSchema });

/** Schemas per group and slug; `*` is the schema of any slug of that group. */
export const contentFieldsSchemas: Record<ContentName, Record<string, z.ZodType>> = {
  '*': {
    earn: globalEarnFieldsSchema,
    footer: footerFieldsSchema,
    navbar: navbarFieldsSchema,
    cards: cardsFieldsSchema,
  },
  home: { '*': homeFieldsSchema },
  discover: { '*': discoverFieldsSchema },
  tier_1_activation: { '*': tier1ActivationFieldsSchema },
  surveys: { '*': surveyFieldsSchema },
  account_center: { '*': accountCenterFieldsSchema },
  announcement_banner: { '*': announcementBannerFieldsSchema },
  earn_details: { '*': earnDetailsFieldsSchema },
  earn_banner: { '*': earnBannerFieldsSchema },
  popup: { '*': popupFieldsSchema },
  sidebar: { '*': sidebarFieldsSchema },
};

/**
 * The schema of an entry's fields, or undefined for a global slug the app does not know. The slug is a client's
 * (a URL segment): only the group's own keys count, never what every object inherits (`constructor`, `toString`).
 */
export function fieldsSchemaFor(name: ContentName, slug: string): z.ZodType | undefined {
  const group = contentFieldsSchemas[name];
  if (Object.hasOwn(group, slug)) return group[slug];
  return Object.hasOwn(group, '*') ? group['*'] : undefined;
}

export type HomeFields = z.output<typeof homeFieldsSchema>;
export type DiscoverFields = z.output<typeof discoverFieldsSchema>;
export type Tier1ActivationFields = z.output<typeof tier1ActivationFieldsSchema>;
export type SurveyFields = z.output<typeof surveyFieldsSchema>;
export type AccountCenterFields = z.output<typeof accountCenterFieldsSchema>;
export type AnnouncementBannerFields = z.output<typeof announcementBannerFieldsSchema>;
export type BannerCopyItem = z.output<typeof bannerCopyItemSchema>;
export type EarnDetailsFields = z.output<typeof earnDetailsFieldsSchema>;
export type EarnBannerFields = z.output<typeof earnBannerFieldsSchema>;
export type PopupFields = z.output<typeof popupFieldsSchema>;
export type SidebarFields = z.output<typeof sidebarFieldsSchema>;
