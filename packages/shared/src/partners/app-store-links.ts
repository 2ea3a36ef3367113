/**
 * The program's native app in each store (the partner setting appStoreIds): the links the footer's store badges
 * and the update screen's "Update Now" open, so a member lands on this program's app, never on a store's home
 * page. Zod-free: the web's first load takes it.
 */

export interface AppStoreIds {
  /** The App Store's numeric app id (the digits of apps.apple.com/app/id…). */
  ios: string;
  /** The Google Play package name, e.g. com.aerovia.dining. */
  android: string;
}

export type AppStore = 'ios' | 'android';

/** The store page of the program's app; null when the program has no app in the stores. */
export function appStoreUrl(ids: AppStoreIds | null, store: AppStore): string | null {
  if (!ids) return null;
  return store === 'ios'
    ? `https://apps.apple.com/app/id${encodeURIComponent(ids.ios)}`
    : `https://play.google.com/store/apps/details?id=${encodeURIComponent(ids.android)}`;
}
