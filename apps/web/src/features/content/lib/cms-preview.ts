import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * A content editor's preview (decision 0025): the console opens the member app with ?preview=1, which turns
 * preview on for this tab (session storage, so it ends with the tab), and ?preview=0 turns it off. With it
 * the content calls add preview=1, as they do for a partner whose cmsPreview is on; the server answers drafts
 * only to a content editor's staff session, so a member who types ?preview=1 still sees published copy.
 * Read once as the app loads, before any navigation drops the query.
 */
export function readPreviewRequest(): boolean {
  try {
    const asked = new URLSearchParams(window.location.search).get('preview');
    if (asked === '1') window.sessionStorage.setItem(STORAGE_KEYS.cmsPreview, '1');
    if (asked === '0') window.sessionStorage.removeItem(STORAGE_KEYS.cmsPreview);
    return window.sessionStorage.getItem(STORAGE_KEYS.cmsPreview) === '1';
  } catch {
    // Storage refused (privacy settings): no preview, the published copy.
    return false;
  }
}

export const cmsPreviewRequested = typeof window === 'undefined' ? false : readPreviewRequest();
