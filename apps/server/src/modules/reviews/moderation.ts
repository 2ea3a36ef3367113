import { REVIEW_TEXT_MAX_CHARACTERS } from '@forkpoint/shared';
import { BLOCKED_WORDS } from './blocked-words';

/**
 * Plain moderation of a review's text, decided as the review is written. A text it refuses is not sent
 * back as a 400 for the member to reword: the review is kept with status 'rejected' and the reason (the
 * member is told it), the transaction counts as reviewed, and the scores never reach the merchant's
 * rating. So a filter cannot be probed until some wording slips through, and support still sees what
 * was refused. Only the length limit is also a 400, earlier, from the request contract.
 */

export type Moderation = { status: 'published'; reason: null } | { status: 'rejected'; reason: string };

export const MODERATION_REASONS = {
  tooLong: `The review is longer than ${REVIEW_TEXT_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
  repeated: 'The review repeats one character over and over.',
  blockedWord: 'The review contains language we do not publish.',
  link: 'The review contains a link or web address; reviews are published without them.',
} as const;

/** Six or more of one character in a row ("!!!!!!", "aaaaaa"); spaces and line breaks aside. */
const REPEATED_RUN = /(\S)\1{5,}/u;

const ENDINGS = '(?:s|es|ed|er|ers|ing|in|ty|y)?';
const BLOCKED = new RegExp(`\\b(?:${BLOCKED_WORDS.join('|')})${ENDINGS}\\b`, 'i');

/** A scheme, "www.", or a name ending in a common top-level domain ("menu.example.com", "deals.io"). */
const LINKS = [
  /\b(?:https?|ftp):\/\//i,
  /\bwww\./i,
  /\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|info|biz|io|co|me|ly|app|xyz|site|online|shop|ru|cn|tk)(?![\w-])/i,
];

/** Letters without their accents, so "fück" reads as "fuck" and a full-width "ｗｗｗ." as "www.". */
function plain(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

export function moderate(text: string | null | undefined): Moderation {
  if (!text) return { status: 'published', reason: null };
  if ([...text].length > REVIEW_TEXT_MAX_CHARACTERS) return { status: 'rejected', reason: MODERATION_REASONS.tooLong };
  const folded = plain(text);
  if (REPEATED_RUN.test(folded)) return { status: 'rejected', reason: MODERATION_REASONS.repeated };
  if (BLOCKED.test(folded)) return { status: 'rejected', reason: MODERATION_REASONS.blockedWord };
  if (LINKS.some((link) => link.test(folded))) return { status: 'rejected', reason: MODERATION_REASONS.link };
  return { status: 'published', reason: null };
}
