import { z } from 'zod';
import { isCopyTokenName, isLinkTokenName, listCopyTokenNames, listLinkTokenNames } from './copy-tokens';

/**
 * Building blocks of content fields (spec part 1 §2 "Content page template", part 2 §3):
 * copy text, links, banner text items and the five content block types.
 */

/**
 * Copy as an editor writes it: non-empty, and every `{{token}}` and `[[link]]` is one the app
 * knows, so a typo is caught when the entry is saved rather than shown to a member.
 */
export const copyTextSchema = z
  .string()
  .min(1)
  .superRefine((text, ctx) => {
    for (const name of listCopyTokenNames(text)) {
      if (!isCopyTokenName(name)) ctx.addIssue({ code: 'custom', message: `unknown copy token {{${name}}}` });
    }
    for (const name of listLinkTokenNames(text)) {
      if (!isLinkTokenName(name)) ctx.addIssue({ code: 'custom', message: `unknown link token [[${name}]]` });
    }
  });

/**
 * An in-app path, an https page, or a mailto:/tel:/sms: link. Never protocol-relative, in any spelling a browser
 * reads as another host (issue 28): a path must not start with two slashes, with a slash and a backslash
 * (`/\evil.example/login`) or with a backslash, and no backslash, tab, new line or other control character may
 * appear anywhere — browsers read a backslash as a slash and drop tabs and new lines (`/\t/evil.example`).
 */
export const linkUrlSchema = z
  .string()
  .regex(/^(\/(?![/\\])|https:\/\/|mailto:|tel:|sms:)/, 'must be a path, an https:// URL or a mailto:/tel:/sms: link')
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .refine((url) => !/[\\\u0000-\u001f\u007f]/.test(url), 'must not contain a backslash or a control character');

export const contentLinkSchema = z.strictObject({
  text: copyTextSchema,
  url: linkUrlSchema,
  /** External links open in a new tab with the label "Opens in a new tab" (spec part 1 §2). */
  new_tab: z.boolean().optional(),
});

/**
 * Banner text item types. `welcome` is the optional greeting: shown only to a signed-in
 * member, with the member's first name added by the banner.
 */
export const BANNER_TEXT_TYPES = ['welcome', 'title', 'subtitle', 'body'] as const;

export const bannerTextItemSchema = z.strictObject({
  type: z.enum(BANNER_TEXT_TYPES),
  text_desktop: copyTextSchema,
  text_mobile: copyTextSchema,
});

/** Spacing above a block, in px (spec: spacing scale 0-50 px). */
const spacing = z.number().int().min(0).max(50).optional();

/** Merchant search request fields a carousel search string may set (spec part 1 §3). */
export const CAROUSEL_SEARCH_KEYS = [
  'campaignCode',
  'location',
  'acclaimed',
  'benefitsFor',
  'features',
  'isNew',
  'mealsServed',
  'priceRange',
  'reservations',
  'restaurantOrCuisine',
  'sortBy',
] as const;

/** A query string such as "location=New York, NY&isNew=true"; without a location the user's position is used. */
export const carouselSearchSchema = z
  .string()
  .min(1)
  .refine((search) => {
    const keys = [...new URLSearchParams(search).keys()];
    return keys.length > 0 && keys.every((key) => (CAROUSEL_SEARCH_KEYS as readonly string[]).includes(key));
  }, 'must be a query string of merchant search fields');

/** Paragraphs of body text are separated by a blank line. */
export const bodyTextBlockSchema = z.strictObject({ type: z.literal('body_text'), text: copyTextSchema, spacing });
export const buttonBlockSchema = z.strictObject({
  type: z.literal('button'),
  text: copyTextSchema,
  url: linkUrlSchema,
  variant: z.number().int().min(1).max(3),
  new_tab: z.boolean().optional(),
  spacing,
});
export const standaloneLinkBlockSchema = z.strictObject({
  type: z.literal('standalone_link'),
  text: copyTextSchema,
  url: linkUrlSchema,
  new_tab: z.boolean().optional(),
  spacing,
});
export const titleBlockSchema = z.strictObject({
  type: z.literal('title'),
  text: copyTextSchema,
  variant: z.number().int().min(1).max(4),
  spacing,
});
export const merchantCarouselBlockSchema = z.strictObject({
  type: z.literal('merchant_carousel'),
  search: carouselSearchSchema,
  headline: copyTextSchema,
  body: copyTextSchema.optional(),
  /** Without a link the carousel shows "View all" to /search?{search}. */
  link: contentLinkSchema.optional(),
  spacing,
});

export const contentBlockSchema = z.discriminatedUnion('type', [
  bodyTextBlockSchema,
  buttonBlockSchema,
  standaloneLinkBlockSchema,
  titleBlockSchema,
  merchantCarouselBlockSchema,
]);
export const contentBlocksSchema = z.array(contentBlockSchema);

export type ContentLink = z.output<typeof contentLinkSchema>;
export type BannerTextItem = z.output<typeof bannerTextItemSchema>;
export type ContentBlock = z.output<typeof contentBlockSchema>;
export type ContentBlockType = ContentBlock['type'];
