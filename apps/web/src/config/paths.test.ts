import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

describe('the route map', () => {
  // The spec's route table (part 1 §2, part 2 §2), word for word.
  const specRoutes: Array<[string, string]> = [
    [paths.home.path, '/'],
    [paths.discover.path, '/discover'],
    [paths.activate.path, '/activate'],
    [paths.activated.path, '/activate/activated'],
    [paths.join.path, '/join'],
    [paths.addCard.path, '/add_card'],
    [paths.cardAdded.path, '/card_added'],
    [paths.login.path, '/login'],
    [paths.fixCredentials.path, '/fix_credentials'],
    [paths.recover.path, '/recover'],
    [paths.recover.confirm.path, '/recover/confirm'],
    [paths.recover.update.path, '/recover/update'],
    [paths.recover.success.path, '/recover/success'],
    [paths.account.path, '/account'],
    [paths.account.overview.path, '/account/overview'],
    [paths.account.recentActivity.path, '/account/recent_activity'],
    [paths.account.manageCards.path, '/account/manage_cards'],
    [paths.account.userProfile.path, '/account/user_profile'],
    [paths.search.path, '/search'],
    [paths.merchant.path, '/merchants/:id'],
    [paths.merchant.order.path, '/merchants/:id/Order'],
    [paths.earn.path, '/earn'],
    [paths.earn.topgolfBonus.path, '/earn/topgolf-bonus'],
    [paths.earn.newMemberBonus.path, '/earn/new-member-bonus'],
    [paths.earn.howItWorks.path, '/earn/how-it-works'],
    [paths.earn.reservations.path, '/earn/reservations'],
    [paths.earn.vipUpgrade.path, '/earn/vip-upgrade'],
    [paths.howItWorks.path, '/how-it-works'],
    [paths.surveys.path, '/surveys'],
    [paths.surveys.success.path, '/surveys/success'],
    [paths.surveys.error.path, '/surveys/error'],
    [paths.error.path, '/error'],
    [paths.notFound.path, '/not_found'],
    [paths.stgtools.path, '/stgtools'],
    [paths.signOut.path, '/SignOut'],
  ];

  it.each(specRoutes)('has the spec path %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lets the discover page own its sub-paths', () => {
    expect(paths.discover.pattern).toBe('/discover/*');
  });

  it('links a static route to its own path', () => {
    expect(paths.account.manageCards.getHref()).toBe('/account/manage_cards');
    expect(paths.signOut.getHref()).toBe('/SignOut');
  });

  it('builds merchant links from the id, encoding what a path cannot hold', () => {
    expect(paths.merchant.getHref(42)).toBe('/merchants/42');
    expect(paths.merchant.getHref('a b/c')).toBe('/merchants/a%20b%2Fc');
    expect(paths.merchant.order.getHref('m-7')).toBe('/merchants/m-7/Order');
  });

  it('links other earn content pages by their slug', () => {
    expect(paths.earn.page.path).toBe('/earn/:slug');
    expect(paths.earn.page.getHref('this-is-big')).toBe('/earn/this-is-big');
  });

  it('adds query values to a link and leaves undefined ones out', () => {
    expect(paths.join.getHref({ rfr: 0 })).toBe('/join?rfr=0');
    expect(paths.login.getHref({ rfr: 3, next: undefined })).toBe('/login?rfr=3');
    expect(withQuery('/search', {})).toBe('/search');
  });
});
