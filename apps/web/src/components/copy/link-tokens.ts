import { SIMPLE_EMAIL_PATTERN } from '@forkpoint/shared/rules/email-pattern';
import type { LinkTokenName } from '@forkpoint/shared/content/copy-tokens';
import type { CopyLinkSettings } from './link-settings';

/**
 * Link tokens in copy (spec part 1 §2 "Text links in copy"): `[[name|text]]` becomes a link to a page, a
 * full-page link, a tel:/mailto:/sms: or external link, or the "MISSING SHORT CODE" marker.
 */

export const MISSING_SHORT_CODE = 'MISSING SHORT CODE';

export type ResolvedLinkToken =
  /** An in-app page, through the router. */
  | { kind: 'route'; to: string; text: string }
  /** A same-origin page loaded in full (sign-out reloads the app). */
  | { kind: 'reload'; href: string; text: string }
  /** tel:, mailto:, sms: or an external page; external pages open in a new tab. */
  | { kind: 'href'; href: string; text: string; newTab: boolean }
  /** A setting the partner lacks, shown so editors and testers spot it. */
  | { kind: 'marker'; text: string }
  /** No shell around the copy (isolated tests): the words only. */
  | { kind: 'text'; text: string };

/** Words of a token written without its own text, `[[sign_in]]`. Setting tokens show the setting. */
const DEFAULT_TEXT: Partial<Record<LinkTokenName, string>> = {
  sign_in: 'Sign in',
  activate: 'Activate your account',
  join: 'Join now',
  recover: 'Recover your account',
  delete_card: 'Delete a card',
  terms: 'Program Terms',
  privacy: 'Privacy Notice',
  offers: 'See offers',
  events: 'See events',
  home: 'Home',
  sign_out: 'Sign out',
  recent_activity_disclaimer: 'Reviews & History',
};

export interface SupportContactLink {
  href: string;
  text: string;
  /** True when the contact is an e-mail address (a mailto: link); false for a contact page. */
  isEmail: boolean;
  newTab: boolean;
}

/**
 * "The support contact is treated as an e-mail if it matches the simple e-mail pattern, otherwise as a link"
 * (spec part 1 §2 Footer). The pattern is the shared simple one of the e-mail checks (part 1 §5).
 */
export function supportContactLink(email: { href: string; display: string }): SupportContactLink {
  const display = email.display.trim();
  if (SIMPLE_EMAIL_PATTERN.test(display)) {
    return { href: `mailto:${display}`, text: display, isEmail: true, newTab: false };
  }
  return { href: email.href, text: display, isEmail: false, newTab: isExternalHref(email.href) };
}

/** An http(s) page of another site; tel:, mailto:, sms: and in-app paths are not. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(window.location.origin + '/');
}

export function resolveLinkToken(
  name: LinkTokenName,
  text: string,
  settings: CopyLinkSettings | null,
): ResolvedLinkToken {
  const label = (fallback: string | undefined) => (text.trim() !== '' ? text : (fallback ?? name));
  if (!settings) return { kind: 'text', text: label(DEFAULT_TEXT[name]) };

  switch (name) {
    case 'support_phone':
    case 'partner_phone':
      return {
        kind: 'href',
        href: settings.supportPhone.href,
        text: label(settings.supportPhone.formatted),
        newTab: false,
      };
    // Where to find one's partner number is the partner's customer service to tell; no page of ours knows it.
    case 'support_email':
    case 'find_partner_number': {
      const contact = supportContactLink(settings.supportEmail);
      return { kind: 'href', href: contact.href, text: label(contact.text), newTab: contact.newTab };
    }
    case 'sms_short_code':
      if (!settings.shortCode) return { kind: 'marker', text: MISSING_SHORT_CODE };
      return { kind: 'href', href: `sms:${settings.shortCode}`, text: label(settings.shortCode), newTab: false };
    default: {
      const to = settings.routes[name];
      if (!to) return { kind: 'text', text: label(DEFAULT_TEXT[name]) };
      if (settings.reloadTokens.includes(name)) return { kind: 'reload', href: to, text: label(DEFAULT_TEXT[name]) };
      return { kind: 'route', to, text: label(DEFAULT_TEXT[name]) };
    }
  }
}
