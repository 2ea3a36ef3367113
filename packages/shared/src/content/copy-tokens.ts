import type { Terms } from '../partners/partner-schema';

/**
 * Copy tokens (spec part 1 §1, part 2 §9): content-service copy is written once for every
 * partner and filled with the partner's terms. `{{name}}` tokens expand to text;
 * `[[name|text]]` link tokens stay in the text for the shell to render as links.
 */

export const COPY_TOKEN_NAMES = [
  'partner',
  'program',
  'currency_singular',
  'currency_plural',
  'bonus_currency',
  'partner_number_label',
  'current_tier',
  'current_year',
] as const;
export type CopyTokenName = (typeof COPY_TOKEN_NAMES)[number];

export type CopyTerms = {
  partner: string;
  program: string;
  currencySingular: string;
  currencyPlural: string;
  bonusCurrency: string;
  partnerNumberLabel: string;
  currentTier: string;
  currentYear: number;
};

/** The basic tier's name: copy for a visitor or a tier-0 member reads as this tier. */
export const DEFAULT_TIER_NAME = 'Basic';

/** Expansion repeats until stable; the cap keeps a term that refers to itself from looping forever. */
export const MAX_EXPANSION_PASSES = 10;

// Whitespace inside the braces is tolerated because editors type `{{ partner }}` as often as `{{partner}}`.
const COPY_TOKEN_PATTERN = /\{\{\s*([a-z_]+)\s*\}\}/g;

export function copyTermsFor(terms: Terms, opts: { currentTier?: string; now?: Date } = {}): CopyTerms {
  return {
    partner: terms.partner,
    program: terms.program,
    currencySingular: terms.currencySingular,
    currencyPlural: terms.currencyPlural,
    bonusCurrency: terms.bonusCurrency,
    partnerNumberLabel: terms.partnerNumberLabel,
    currentTier: opts.currentTier ?? DEFAULT_TIER_NAME,
    currentYear: (opts.now ?? new Date()).getFullYear(),
  };
}

function tokenValue(name: string, terms: CopyTerms): string | undefined {
  switch (name) {
    case 'partner':
      return terms.partner;
    case 'program':
      return terms.program;
    case 'currency_singular':
      return terms.currencySingular;
    case 'currency_plural':
      return terms.currencyPlural;
    case 'bonus_currency':
      return terms.bonusCurrency;
    case 'partner_number_label':
      return terms.partnerNumberLabel;
    case 'current_tier':
      return terms.currentTier;
    case 'current_year':
      return String(terms.currentYear);
    default:
      return undefined;
  }
}

function expandOnce(text: string, terms: CopyTerms): string {
  return text.replace(COPY_TOKEN_PATTERN, (whole, name: string) => tokenValue(name, terms) ?? whole);
}

/** Expands `{{token}}`s (also inside link-token text) until the text is stable; unknown tokens stay as written. */
export function expandCopyTokens(text: string, terms: CopyTerms): string {
  let current = text;
  for (let pass = 0; pass < MAX_EXPANSION_PASSES; pass += 1) {
    const next = expandOnce(current, terms);
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Expands every string inside nested arrays and plain objects, e.g. a whole entry's `fields`. */
export function expandCopyDeep<T>(value: T, terms: CopyTerms): T {
  if (typeof value === 'string') return expandCopyTokens(value, terms) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => expandCopyDeep(item, terms)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = expandCopyDeep(item, terms);
    return out as T;
  }
  return value;
}

/** Names of every `{{token}}` in the text, known or not (for validating authored copy). */
export function listCopyTokenNames(text: string): string[] {
  return [...text.matchAll(COPY_TOKEN_PATTERN)].map((m) => m[1] ?? '');
}

export function isCopyTokenName(name: string): name is CopyTokenName {
  return (COPY_TOKEN_NAMES as readonly string[]).includes(name);
}

/** Link tokens of spec part 1 §2 "Text links in copy". */
export const LINK_TOKEN_NAMES = [
  'sign_in',
  'activate',
  'join',
  'recover',
  'delete_card',
  'terms',
  'privacy',
  'find_partner_number',
  'support_phone',
  'support_email',
  'offers',
  'events',
  'home',
  'sign_out',
  'recent_activity_disclaimer',
  'partner_phone',
  'sms_short_code',
] as const;
export type LinkTokenName = (typeof LINK_TOKEN_NAMES)[number];

/**
 * In-app paths of the link tokens that point at a page. The others are actions or partner
 * settings the shell resolves (support phone and e-mail, short code, delete card ...).
 */
export const LINK_TOKEN_PATHS: Partial<Record<LinkTokenName, string>> = {
  sign_in: '/login',
  activate: '/activate',
  join: '/join',
  recover: '/recover',
  terms: '/earn/terms',
  privacy: '/earn/privacy',
  home: '/',
  sign_out: '/SignOut',
};

export type CopyPart = { type: 'text'; text: string } | { type: 'link'; name: LinkTokenName; text: string };

/**
 * `[[name|text]]`, or `[[name]]` with no text: the shell then shows the setting's own value
 * (the formatted support phone, the support e-mail, the short code or "MISSING SHORT CODE").
 */
const LINK_TOKEN_PATTERN = /\[\[([a-z_]+)(?:\|([^\]]*))?\]\]/g;

export function isLinkTokenName(name: string): name is LinkTokenName {
  return (LINK_TOKEN_NAMES as readonly string[]).includes(name);
}

/** Names of every `[[link]]` token in the text, known or not. */
export function listLinkTokenNames(text: string): string[] {
  return [...text.matchAll(LINK_TOKEN_PATTERN)].map((m) => m[1] ?? '');
}

/** Splits copy into text and link parts; a token with an unknown name stays as its literal text. */
export function parseLinkTokens(text: string): CopyPart[] {
  const parts: CopyPart[] = [];
  const pushText = (piece: string) => {
    if (piece === '') return;
    const last = parts[parts.length - 1];
    if (last?.type === 'text') last.text += piece;
    else parts.push({ type: 'text', text: piece });
  };
  let cursor = 0;
  for (const match of text.matchAll(LINK_TOKEN_PATTERN)) {
    const [whole, name = '', linkText = ''] = match;
    const start = match.index;
    pushText(text.slice(cursor, start));
    if (isLinkTokenName(name)) parts.push({ type: 'link', name, text: linkText });
    else pushText(whole);
    cursor = start + whole.length;
  }
  pushText(text.slice(cursor));
  return parts;
}
