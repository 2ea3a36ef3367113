/**
 * What an error report must never carry (issue 33 part 6): card numbers, tokens and secrets, e-mail addresses.
 * Every text of a report passes here before it is stored or sent on; what looks like one of them is replaced by
 * its kind in brackets, so a report still reads ("card [card number] was refused").
 */
const RULES: Array<[RegExp, string]> = [
  // JSON Web Tokens, and the credentials of an Authorization header.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, '[token]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // Query values that are credentials or identify a member: ?token=, &public_id=, &code= …
  [/([?&;](?:token|code|key|secret|password|session|sig|signature|public_id|sentry_key)=)[^&#\s"']+/gi, '$1[redacted]'],
  // 13 to 19 digits, spaces or dashes between them allowed: what a card number looks like.
  [/\b\d(?:[ -]?\d){12,18}\b/g, '[card number]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Long opaque strings (session ids, hex or base64 secrets): 32 characters or more without a dot or a slash.
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
];

export function scrub(text: string): string {
  return RULES.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}
