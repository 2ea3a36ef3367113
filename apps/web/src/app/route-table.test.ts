import { describe, expect, it } from 'vitest';
import { testPartner } from '@/testing/fixtures';
import {
  accountRoutesFor,
  earnContentPathFor,
  isDiscoverPath,
  isEnrollmentPath,
  isOpenToCredentialFix,
  isReenrollmentLanding,
  isSearchPath,
  showsBackBar,
} from './route-table';

describe('the shell path rules', () => {
  it('keeps a member who must fix the e-mail to /fix_credentials and signing out (issue 30, defect 8c)', () => {
    for (const path of ['/fix_credentials', '/fix_credentials/', '/SignOut', '/signout']) {
      expect(isOpenToCredentialFix(path), path).toBe(true);
    }
    for (const path of ['/', '/account/overview', '/search', '/login'])
      expect(isOpenToCredentialFix(path), path).toBe(false);
  });

  it("makes the re-enrollment the page at a closed account's landings: home and the account area (defect 7)", () => {
    for (const path of ['/', '/account', '/account/overview', '/Account/manage_cards/', '/summer']) {
      expect(isReenrollmentLanding(path, ['/summer']), path).toBe(true);
    }
    for (const path of ['/search', '/earn/terms', '/accounting', '/merchants/42']) {
      expect(isReenrollmentLanding(path, ['/summer']), path).toBe(false);
    }
  });

  it('knows the three enrollment steps, whatever the case or trailing slash', () => {
    for (const path of ['/join', '/add_card', '/card_added/', '/JOIN']) expect(isEnrollmentPath(path), path).toBe(true);
    for (const path of ['/', '/login', '/joint', '/join/more']) expect(isEnrollmentPath(path), path).toBe(false);
  });

  it('treats the discover page and its sub-paths as discover paths, and home where home is discover', () => {
    const plain = testPartner({ hasDiscoverPage: true });
    const discoverHome = testPartner({ hasDiscoverPage: true, homePage: 'discover' });
    expect(isDiscoverPath('/discover', plain)).toBe(true);
    expect(isDiscoverPath('/discover/date-night', plain)).toBe(true);
    expect(isDiscoverPath('/discovery', plain)).toBe(false);
    expect(isDiscoverPath('/', plain)).toBe(false);
    expect(isDiscoverPath('/', discoverHome)).toBe(true);
  });

  it('knows the search page', () => {
    expect(isSearchPath('/search')).toBe(true);
    expect(isSearchPath('/search/')).toBe(true);
    expect(isSearchPath('/searching')).toBe(false);
  });

  it('shows the Back bar on paths containing /merchants/ or /account/', () => {
    expect(showsBackBar('/merchants/42')).toBe(true);
    expect(showsBackBar('/merchants/42/Order')).toBe(true);
    expect(showsBackBar('/account/overview')).toBe(true);
    expect(showsBackBar('/account')).toBe(false);
    expect(showsBackBar('/search')).toBe(false);
    expect(showsBackBar('/')).toBe(false);
  });

  it('serves /how-it-works from the earn_details page of /earn/how-it-works', () => {
    expect(earnContentPathFor('/how-it-works')).toBe('/earn/how-it-works');
    expect(earnContentPathFor('/earn/reservations')).toBe('/earn/reservations');
  });

  it('offers My Reservations in the account area only where the partner books tables', () => {
    const status = { maintenance: false, stagingTools: false };
    const titles = (openTableReservationsEnabled: boolean) =>
      accountRoutesFor(testPartner({ openTableReservationsEnabled }), status).map((route) => route.title);
    expect(titles(true)).toEqual([
      'Account Overview',
      'Reviews & History',
      'Linked Cards',
      'Profile',
      'My Reservations',
    ]);
    expect(titles(false)).toEqual(['Account Overview', 'Reviews & History', 'Linked Cards', 'Profile']);
  });
});
