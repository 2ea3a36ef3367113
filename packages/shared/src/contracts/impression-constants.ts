/**
 * The plain values of page analytics (spec part 1 §4, §9), without zod, so the web app's first load can name
 * them: the page-view event's name and the impressions call's path.
 */
export const IMPRESSIONS_PATH = '/api/Impressions';

/** The event name of a page view: a route shown for PAGE_VIEW_DELAY_MS (constants.ts). */
export const PAGE_VIEW_EVENT = 'page_view';
export type PageViewEvent = typeof PAGE_VIEW_EVENT;
