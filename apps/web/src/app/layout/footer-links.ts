import type { ContentLink } from '@forkpoint/shared/content/content-blocks';
import type { ViewerKind } from '@/lib/member';
import type { FooterCopy } from './global-copy';

/**
 * "The last primary link depends on state: a non-card member gets a join link, a member gets the account
 * center, a visitor gets a sign-in link" (spec part 1 §2 Footer). Null where members cannot sign in.
 */
export function lastFooterLink(footer: FooterCopy, kind: ViewerKind): ContentLink | null {
  const links = footer.lastLinkByState;
  if (!links) return null;
  switch (kind) {
    case 'visitor':
      return links.visitor;
    case 'cardMember':
      return links.member;
    case 'nonCardMember':
    case 'closedAccount':
      // A closed account joins again by adding a card, as a non-card member does.
      return links.non_card_member;
  }
}
