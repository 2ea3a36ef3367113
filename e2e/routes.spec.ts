import type { APIRequestContext, Page } from '@playwright/test';
import {
  SHELL_PARTNERS,
  expandCopy,
  expect,
  expectNoAxeViolations,
  expectShell,
  partnerUrl,
  test,
  type ShellPartnerCode,
} from './fixtures';

// Every route of the spec's route table (part 1 §2, part 2 §2) for three partner kinds: each page's
// heading, the shell around it, and no axe violations. Pages a partner's settings rule out answer the
// not-found page.

const NOT_FOUND = 'Page Not Found';

interface PartnerFacts {
  enrollmentType: 'direct' | 'sso' | 'none';
  hasDiscoverPage: boolean;
  homePage: 'home' | 'discover';
  terms: Record<string, string>;
  /** Content page headings by path (the banner title of each earn_details and discover entry). */
  contentHeadings: Map<string, string>;
  homeHeading: string;
}

type BannerEntry = { fields: { url?: string; banner_text?: Array<{ type: string; text_desktop: string }> } };

async function contentHeadings(request: APIRequestContext, code: string, group: string, terms: Record<string, string>) {
  const response = await request.get(partnerUrl(`/api/cms/pages/${group}/?page_size=100`, code));
  const headings = new Map<string, string>();
  if (!response.ok()) return headings;
  for (const entry of ((await response.json()) as { data: BannerEntry[] }).data) {
    const title = entry.fields.banner_text?.find((item) => item.type === 'title')?.text_desktop;
    if (entry.fields.url && title) headings.set(entry.fields.url, expandCopy(title, terms));
  }
  return headings;
}

async function factsOf(request: APIRequestContext, code: string): Promise<PartnerFacts> {
  const partner = await (await request.get(partnerUrl('/api/partner', code))).json();
  const home = await (await request.get(partnerUrl('/api/cms/pages/home/?page_size=100', code))).json();
  const visitor = (home.data as Array<{ fields: { user_states: string[]; banner: BannerEntry['fields'] } }>).find(
    (entry) => entry.fields.user_states.includes('not_signed_in'),
  );
  const homeTitle = visitor?.fields.banner.banner_text?.find((item) => item.type === 'title')?.text_desktop ?? '';
  return {
    enrollmentType: partner.enrollmentType,
    hasDiscoverPage: partner.hasDiscoverPage,
    homePage: partner.homePage,
    terms: partner.terms,
    contentHeadings: new Map([
      ...(await contentHeadings(request, code, 'earn_details', partner.terms)),
      ...(await contentHeadings(request, code, 'discover', partner.terms)),
    ]),
    homeHeading: expandCopy(homeTitle, partner.terms),
  };
}

type Expected = (facts: PartnerFacts) => string;

const titled =
  (title: string): Expected =>
  () =>
    title;
const unless =
  (offered: (facts: PartnerFacts) => boolean, title: Expected): Expected =>
  (facts) =>
    offered(facts) ? title(facts) : NOT_FOUND;
const signIn = (facts: PartnerFacts) => facts.enrollmentType !== 'none';
const direct = (facts: PartnerFacts) => facts.enrollmentType === 'direct';
const discover = (facts: PartnerFacts) => facts.hasDiscoverPage;
/** A content page: its banner title, or not found where the partner has no copy for it. */
const content =
  (path: string): Expected =>
  (facts) =>
    facts.contentHeadings.get(path) ?? NOT_FOUND;
const home: Expected = (facts) => (facts.homePage === 'discover' ? content('/discover')(facts) : facts.homeHeading);

/** [path visited, expected h1]; /SignOut is visited apart, since it ends at home. */
const ROUTES: Array<[string, Expected]> = [
  ['/', home],
  ['/discover', unless(discover, content('/discover'))],
  ['/discover/date-night', unless(discover, content('/discover/date-night'))],
  // Without a public id the activation page sends the visitor to /join?rfr=0 (spec part 1 §2).
  ['/activate', unless(signIn, titled('Join'))],
  // The activated stage's heading is the tier_1_activation copy's activated_title.
  ['/activate/activated', unless(signIn, titled("You're all set"))],
  ['/join', titled('Join')],
  ['/add_card', titled('Add a Card')],
  ['/card_added', titled('Card Added')],
  ['/login', unless(signIn, titled('Sign In'))],
  ['/fix_credentials', unless(direct, titled('Update Your Email'))],
  ['/recover', unless(direct, titled('Recover Your Account'))],
  ['/recover/confirm', unless(direct, titled('Check Your Email'))],
  ['/recover/update', unless(direct, titled('Choose a New Password'))],
  ['/recover/success', unless(direct, titled('Your Password Was Updated'))],
  // The account area is for signed-in members: a visitor's 401 goes to /login (spec part 2 §6). Members see
  // its pages in e2e/account-*.spec.ts.
  ['/account', unless(signIn, titled('Sign In'))],
  ['/account/overview', unless(signIn, titled('Sign In'))],
  ['/account/recent_activity', unless(signIn, titled('Sign In'))],
  ['/account/manage_cards', unless(signIn, titled('Sign In'))],
  ['/account/user_profile', unless(signIn, titled('Sign In'))],
  ['/search', titled('Find Restaurants')],
  // A merchant no partner carries: the merchant page's not-found state (e2e/merchant-page.spec.ts opens real ones).
  ['/merchants/999999999', titled('Restaurant Not Found')],
  ['/merchants/999999999/Order', titled('Restaurant Not Found')],
  ['/earn', content('/earn')],
  ['/earn/topgolf-bonus', content('/earn/topgolf-bonus')],
  ['/earn/new-member-bonus', content('/earn/new-member-bonus')],
  ['/earn/how-it-works', content('/earn/how-it-works')],
  ['/earn/reservations', content('/earn/reservations')],
  ['/earn/vip-upgrade', content('/earn/vip-upgrade')],
  ['/earn/terms', content('/earn/terms')],
  ['/how-it-works', content('/earn/how-it-works')],
  // The survey as a page: its heading is the survey's own title (the seeded surveys content).
  ['/surveys', titled('How are we doing? Tell us in two minutes')],
  ['/surveys/success', titled('Thank You for Your Feedback')],
  ['/surveys/error', titled('We Could Not Process Your Survey')],
  ['/error', titled('Still simmering')],
  ['/not_found', titled(NOT_FOUND)],
  ['/no/such/page', titled(NOT_FOUND)],
  // The e2e server runs with NODE_ENV=test: the staging tools are there (GET /api/app-status says so).
  ['/stgtools', titled('Staging Tools')],
];

const facts = new Map<ShellPartnerCode, Promise<PartnerFacts>>();
const factsFor = (request: APIRequestContext, code: ShellPartnerCode) => {
  if (!facts.has(code)) facts.set(code, factsOf(request, code));
  return facts.get(code) as Promise<PartnerFacts>;
};

test.describe.configure({ mode: 'parallel' });

/**
 * The direct partner's routes each run as a test with axe. The sso and none partners differ in the shell
 * and in which routes exist, so their routes are walked in one test each (heading and shell on every
 * route) with axe on a sample that covers their shell variants — this keeps the browser suite inside the
 * CI budget while every route of every partner kind is still visited.
 */
const AXE_EVERY_ROUTE: ShellPartnerCode = 'aerovia';
const AXE_SAMPLE = new Set(['/', '/join', '/login', '/earn', '/account/overview', '/no/such/page']);

async function expectRoute(page: Page, code: string, path: string, heading: string) {
  expect(heading, `a heading to look for on ${path}`).not.toBe('');
  await page.goto(partnerUrl(path, code));
  // By accessible name: a heading written twice (desktop and mobile wording) shows only one.
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
  await expectShell(page);
}

for (const { code, kind } of SHELL_PARTNERS) {
  test.describe(`${code} (${kind})`, () => {
    if (code === AXE_EVERY_ROUTE) {
      for (const [path, expected] of ROUTES) {
        test(`${path} shows its page in the shell, with no axe violations`, async ({ page, request }) => {
          await expectRoute(page, code, path, expected(await factsFor(request, code)));
          await expectNoAxeViolations(page);
        });
      }
    } else {
      test('every route shows its page in the shell; a sample has no axe violations', async ({ page, request }) => {
        test.setTimeout(120_000);
        const partnerFacts = await factsFor(request, code);
        for (const [path, expected] of ROUTES) {
          await expectRoute(page, code, path, expected(partnerFacts));
          if (AXE_SAMPLE.has(path)) await expectNoAxeViolations(page);
        }
      });
    }

    test('/SignOut signs out and loads home afresh', async ({ page, request }) => {
      const partnerFacts = await factsFor(request, code);
      const signOut = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/SignOut');
      await page.goto(partnerUrl('/SignOut', code));
      await signOut;
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: home(partnerFacts), exact: true })).toBeVisible();
      await expectShell(page);
    });

    test('any other account path goes to the overview, where the partner has an account area', async ({
      page,
      request,
    }) => {
      const partnerFacts = await factsFor(request, code);
      // A visitor signs in first (the account area's 401 goes to /login), then lands on the overview.
      await page.goto(partnerUrl('/account/settings', code));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(unless(signIn, titled('Sign In'))(partnerFacts));
      if (partnerFacts.enrollmentType !== 'direct') return;
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(/^Email or/).fill(`card.member@${code}.example`);
      await page.getByLabel(/^Password/).fill('dine-around-2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/account\/overview$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    });
  });
}
