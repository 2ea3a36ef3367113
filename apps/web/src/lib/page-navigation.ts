/**
 * Full page loads, in one place so tests can watch them (jsdom cannot navigate). Sign-out reloads the app
 * so nothing of the member stays in memory (spec part 1 §2 "a sign-out link that reloads the page").
 */
export const pageNavigation = {
  replace(href: string): void {
    window.location.replace(href);
  },
  /** A full load that keeps history, e.g. the single sign-on navigation to /api/Sso/Login. */
  assign(href: string): void {
    window.location.assign(href);
  },
};
