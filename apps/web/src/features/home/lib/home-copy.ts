import {
  expandCopyDeep,
  homeEntriesFor,
  homeFieldsSchema,
  type CopyTerms,
  type HomeFields,
  type UserState,
} from '@forkpoint/shared/content/index';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';

export type HomeCopy = HomeFields;

/**
 * The home copy for a user state: the first entry of the `home` group whose user_states name it (the
 * content service returns entries in editor order) and whose fields are well formed, with its copy tokens
 * filled in. An entry that fails the schema is skipped rather than half-rendered. Null: no copy.
 */
export function selectHomeCopy(
  entries: readonly ContentEntry[],
  userState: UserState,
  terms: CopyTerms,
  onInvalid?: (slug: string, issues: unknown) => void,
): HomeCopy | null {
  for (const entry of homeEntriesFor([...entries], userState)) {
    const parsed = homeFieldsSchema.safeParse(entry.fields);
    if (parsed.success) return expandCopyDeep(parsed.data, terms);
    onInvalid?.(entry.slug, parsed.error.issues);
  }
  return null;
}
