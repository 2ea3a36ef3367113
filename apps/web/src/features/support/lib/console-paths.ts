import { paths } from '@/config/paths';

/**
 * The console's own pages, below paths.support. Kept with the console rather than in config/paths.ts so
 * not one byte of them reaches the member app's first load (bench/bundle.mjs).
 */
const base = paths.support.path;

export const consolePaths = {
  home: base,
  members: `${base}/members`,
  member: (publicId: string) => `${base}/members/${encodeURIComponent(publicId)}`,
  audit: `${base}/audit`,
  content: `${base}/content`,
  /** The global content group `*` is "global" in the console's own addresses. */
  contentGroup: (name: string) => `${base}/content/${name === '*' ? 'global' : encodeURIComponent(name)}`,
  contentEntry: (name: string, slug: string) =>
    `${base}/content/${name === '*' ? 'global' : encodeURIComponent(name)}/${encodeURIComponent(slug)}`,
  claims: `${base}/claims`,
  /** Adjustments past their requester's 24-hour limits, waiting for an admin (issue 28). */
  approvals: `${base}/approvals`,
  staff: `${base}/staff`,
  staffNew: `${base}/staff/new`,
  staffMember: (id: number) => `${base}/staff/${id}`,
  /** The program's integration keys, which its systems sign posting-file calls with (admins; issue 28). */
  integrationKeys: `${base}/integration-keys`,
  /** The errors the program's pages and calls reported (admins; issue 33). */
  errorReports: `${base}/error-reports`,
  /** The program's posting files and the lines its partner rejected (agents and admins; issue 33). */
  postingFiles: `${base}/posting-files`,
  /** Restaurants and their offers (catalog managers and admins; issue 32). */
  restaurants: `${base}/restaurants`,
  restaurant: (merchantId: string) => `${base}/restaurants/${encodeURIComponent(merchantId)}`,
} as const;
