/**
 * Every key the app keeps in browser storage, in one place (spec part 1 §3 "Client storage keys").
 * Later issues add the remaining keys of that list here rather than spelling them at the call site.
 */
export const STORAGE_KEYS = {
  /** The CSRF token of GET /api/CSRF; session storage, so it dies with the tab like the session does. */
  csrfToken: 'csrfToken',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
