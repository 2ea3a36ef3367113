import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_CONTENT_TYPE } from '@forkpoint/shared/constants';
import {
  CONTENT_NAMES,
  contentAnswer,
  contentSourceFor,
  getContentQueryOptions,
} from '@/features/content/api/get-content';
import { getAppStatusQueryOptions } from '@/lib/app-status';
import { getFeatureFlagsQueryOptions } from '@/lib/feature-flags';
import { getPartnerQueryOptions } from '@/lib/partner';
import type { StartupData } from '@/lib/startup-data';

/**
 * Puts the page's start-up data (lib/startup-data.ts) into the query cache under the keys of the calls it
 * stands in for, so the app loader finds the partner, flags, app status and copy already there and draws at
 * once; what is not seeded is fetched by its call as before. Copy is seeded only where the app would read this
 * server's published copy: not in an editor's preview, nor for a partner whose cmsPreview asks for drafts or
 * whose copy comes from another service (the server leaves it out there too).
 */
export function seedStartupQueries(client: QueryClient, data: StartupData): void {
  client.setQueryData(getPartnerQueryOptions().queryKey, data.partner);
  client.setQueryData(getFeatureFlagsQueryOptions().queryKey, data.featureFlags);
  client.setQueryData(getAppStatusQueryOptions().queryKey, data.appStatus);

  const source = contentSourceFor(data.partner);
  const content = data.content;
  if (!content || source.preview || source.cmsRoute !== content.cmsRoute) return;
  if (content.contentType !== DEFAULT_CONTENT_TYPE) return;
  for (const name of CONTENT_NAMES) {
    const entries = content.groups[name];
    // Entries are checked as the call checks its answer (a malformed one is dropped, not the group).
    if (entries)
      client.setQueryData(getContentQueryOptions(name, source).queryKey, contentAnswer.parse({ data: entries }).data);
  }
}
