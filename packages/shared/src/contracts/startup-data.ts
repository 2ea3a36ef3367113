import type { ContentName } from '../constants';
import type { AppStatusResponse } from './app-status';
import type { ContentEntry } from './content';
import type { FeatureFlagsResponse, PublicPartner } from './partners';

/**
 * The start-up data the server writes into the page it serves (docs/decisions/0028-embedded-start-up-data.md):
 * what every page needs before it draws — the answers of GET /api/partner, GET /api/feature-flags,
 * GET /api/app-status and the published content groups — as a JSON block that never runs
 * (`<script type="application/json" id="fp-startup-data">`). The web app seeds its query cache with it and makes
 * those calls only when the block is missing, of another format or stale. No zod here: the web's first load
 * reads this file (docs/decisions/0012).
 */

/** The id of the page's JSON block. */
export const STARTUP_DATA_ELEMENT_ID = 'fp-startup-data';

/** Raised whenever the block's shape changes, so a page from an older server is ignored rather than misread. */
export const STARTUP_DATA_FORMAT = 1;

/** A block older than this (a page kept by the browser's cache) is stale: the app asks the calls instead. */
export const STARTUP_DATA_MAX_AGE_MS = 5 * 60_000;

/** The published copy of a partner's own content service, as GET {cmsRoute}/{contentType}/{name}/ answers it. */
export interface StartupContent {
  /** The partner's cmsRoute the groups were read for ('/api/cms'). */
  cmsRoute: string;
  contentType: string;
  /** Every content group the app loads at start-up; a group without entries (a 404 from the call) is []. */
  groups: Record<ContentName, ContentEntry[]>;
}

export interface StartupData {
  format: typeof STARTUP_DATA_FORMAT;
  /** When the server wrote it (ms since the epoch), to tell a page kept by a cache from a fresh one. */
  generatedAt: number;
  partner: PublicPartner;
  featureFlags: FeatureFlagsResponse;
  appStatus: AppStatusResponse;
  /** SENTRY_DSN_WEB, when the browser reports errors to a service; absent: to this server's receiver. */
  errorDsn?: string;
  /**
   * Absent when the app would not read the public copy from this server: a partner whose cmsRoute is another
   * service, or whose cmsPreview asks for drafts (drafts are never embedded; the call decides who sees them).
   */
  content?: StartupContent;
}
