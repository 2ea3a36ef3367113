import { z } from 'zod';
import { contentLinkSchema, copyTextSchema, linkUrlSchema } from './content-blocks';

/** The `fields` of the global group's slugs earn, footer and navbar (spec part 2 §3). */

const tierTexts = z.strictObject({
  OptedOut: copyTextSchema,
  NonActivated: copyTextSchema,
  OptedIn: copyTextSchema,
  VIP: copyTextSchema,
});
const unlockCopySchema = z.strictObject({ title: copyTextSchema, body: copyTextSchema, cta: contentLinkSchema });

/** Global slug `earn`: tier names and the earn labels of merchant cards and the unlock-access modal. */
export const globalEarnFieldsSchema = z.strictObject({
  tier_names: z.strictObject({ basic: copyTextSchema, select: copyTextSchema, vip: copyTextSchema }),
  /** The short earning text of a merchant card, per tier level (spec part 2 §4). */
  tier_earn_text: tierTexts,
  sign_in_to_see_offers: copyTextSchema,
  unlock_access: copyTextSchema,
  unlock_modal: z.strictObject({ tier_2: unlockCopySchema, tier_3: unlockCopySchema.nullable() }),
  acclaimed_badge: copyTextSchema,
  /** Reservation module tag; null where the partner has no reservation bonus. */
  reservation_bonus: copyTextSchema.nullable(),
});

/** Global slug `footer`. The last primary link depends on who is looking (spec part 1 §2 Footer). */
export const footerFieldsSchema = z.strictObject({
  primary_links: z.array(contentLinkSchema).min(1),
  /** Appended after primary_links; null where the partner has no sign-in (enrollment type none). */
  last_link_by_state: z
    .strictObject({ visitor: contentLinkSchema, non_card_member: contentLinkSchema, member: contentLinkSchema })
    .nullable(),
  secondary_links: z.array(contentLinkSchema).min(1),
  copyright: copyTextSchema,
  /** Shown with the copyright; `[[support_email]]` renders the partner's e-mail or contact link. */
  support_text: copyTextSchema,
  disclaimer: copyTextSchema,
  /** Spec part 1 §5: shown under forms that lack a legal checkbox, where the partner has showFormPrivacyNotice. */
  form_privacy_notice: copyTextSchema.nullable().optional(),
  /** The store badges; null where the program has no app in the stores (partner setting appStoreIds). */
  app_badges: z
    .strictObject({
      heading: copyTextSchema,
      ios_url: linkUrlSchema,
      ios_label: copyTextSchema,
      android_url: linkUrlSchema,
      android_label: copyTextSchema,
    })
    .nullable(),
});

export const navLinkSchema = z.strictObject({
  text_desktop: copyTextSchema,
  text_mobile: copyTextSchema,
  url: linkUrlSchema,
});

/** Global slug `navbar`. */
export const navbarFieldsSchema = z.strictObject({
  nav_links: z.array(navLinkSchema).min(1),
  skip_link_text: copyTextSchema,
  menu_label: copyTextSchema,
  search_label: copyTextSchema,
  /** Null where the partner has no sign-in or enrollment (enrollment type none). */
  auth: z
    .strictObject({
      /** Direct partners only: SSO partners show no sign-in (spec part 1 §6). */
      sign_in: contentLinkSchema.nullable(),
      /** The primary join or enroll button; wording and URL follow the enrollment type. */
      join: contentLinkSchema,
      /** "Already a member?" beside the sign-in link on enrollment pages (direct partners). */
      already_member: copyTextSchema.nullable(),
      sign_out_text: copyTextSchema,
      account_text: copyTextSchema,
      /** Member dropdown greeting; the first and last name follow it. */
      greeting: copyTextSchema,
    })
    .nullable(),
});

export type GlobalEarnFields = z.output<typeof globalEarnFieldsSchema>;
export type FooterFields = z.output<typeof footerFieldsSchema>;
export type NavbarFields = z.output<typeof navbarFieldsSchema>;

/** Global slug `cards`: the card form's copy (content/card-copy.ts reads it, with defaults). */
export const cardsFieldsSchema = z.strictObject({
  /** A hosted-fields card provider's script did not load (spec part 2 §8); `{provider}` is its name. */
  provider_load_failed: copyTextSchema,
});
