import type { CopyTerms } from '@forkpoint/shared/content/copy-tokens';
import { expandCopyDeep } from '@forkpoint/shared/content/copy-tokens';
import { homeEntriesFor, type UserState } from '@forkpoint/shared/content/content-filters';
import type { HomeFields } from '@forkpoint/shared/content/content-schemas';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import {
  isBannerTextItem,
  isContentBlock,
  isContentLink,
  isListOf,
  isObject,
  isText,
} from '@/components/copy/content-guards';

export type HomeCopy = HomeFields;

const STEP_ICONS = ['search', 'dine', 'earn'] as const;

const isProspectForm = (value: unknown) =>
  isObject(value) &&
  isText(value.heading) &&
  isText(value.label) &&
  isText(value.button_text) &&
  isText(value.note) &&
  (value.email_placeholder === undefined || isText(value.email_placeholder));

const isStep = (value: unknown): value is HomeCopy['how_it_works']['steps'][number] =>
  isObject(value) &&
  (STEP_ICONS as readonly unknown[]).includes(value.icon) &&
  isText(value.title) &&
  isText(value.text);

/**
 * The home fields the page renders, checked against homeFieldsSchema's shape by hand: home is the first
 * page, and the schema library would be a quarter of its JavaScript. home-copy.test.ts runs both checks
 * over the same entries so they cannot drift apart.
 */
export function isHomeFields(fields: unknown): fields is HomeCopy {
  if (!isObject(fields)) return false;
  const banner = fields.banner;
  const steps = fields.how_it_works;
  if (!isObject(banner) || !isObject(steps)) return false;
  return (
    Array.isArray(fields.user_states) &&
    fields.user_states.length > 0 &&
    isListOf(banner.banner_text, isBannerTextItem) &&
    banner.banner_text.length > 0 &&
    typeof banner.show_prospect_form === 'boolean' &&
    (banner.prospect_form === undefined ? !banner.show_prospect_form : isProspectForm(banner.prospect_form)) &&
    (banner.cta === undefined || isContentLink(banner.cta)) &&
    isText(steps.title) &&
    isListOf(steps.steps, isStep) &&
    steps.steps.length === STEP_ICONS.length &&
    isListOf(fields.body, isContentBlock) &&
    (fields.disclaimer === undefined || isText(fields.disclaimer))
  );
}

/**
 * The home copy for a user state: the first entry of the `home` group whose user_states name it (the
 * content service returns entries in editor order) and whose fields are well formed, with its copy tokens
 * filled in. An entry that fails the check is skipped rather than half-rendered. Null: no copy.
 */
export function selectHomeCopy(
  entries: readonly ContentEntry[],
  userState: UserState,
  terms: CopyTerms,
  onInvalid?: (slug: string) => void,
): HomeCopy | null {
  for (const entry of homeEntriesFor([...entries], userState)) {
    if (isHomeFields(entry.fields)) return expandCopyDeep(entry.fields, terms);
    onInvalid?.(entry.slug);
  }
  return null;
}
