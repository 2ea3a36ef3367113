import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'react-toastify/unstyled';
import type { Member as MemberRecord } from '@forkpoint/shared/contracts/members';
import type { Bonus } from '@forkpoint/shared/contracts/rewards';
import type { PartnerFile } from '@forkpoint/shared/partners/partner-schema';
import { testPartner } from '@/testing/fixtures';
import { errorResponse, jsonResponse, pathsOf, type SentRequest, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';

const PAGE = '/account/overview';
const shellMember = testMember({ tierLevel: 'OptedIn' });

const record = (overrides: Partial<MemberRecord> = {}): MemberRecord => ({
  ...shellMember,
  emailOptIn: true,
  address: { address1: '', address2: '', city: '', state: '', zipCode: '10001' },
  phoneNumber: '',
  smsOptIn: false,
  diningProgress: {
    status: 'Building',
    dinesRequired: 11,
    remainingDines: 7,
    dollarsRequired: 0,
    remainingDollars: 0,
    ytdMilesOrDollars: 480,
  },
  activeBonuses: [],
  enrollmentSource: null,
  joinDate: '2029-01-01T00:00:00.000Z',
  familyId: null,
  partnerNumber: null,
  hasWebProfile: true,
  active: true,
  interfaceType: 'direct',
  needsEmailUpdate: false,
  ...overrides,
});
const appBonus: Bonus = {
  code: 'APPBONUS',
  bonusStatus: 'eligible',
  createDateUtc: new Date().toISOString(),
  description: 'An app bonus',
  isNewMemberBonus: false,
  memberIsEligibleForNMB: false,
};
const bonusBanner = {
  slug: 'bonus',
  fields: {
    type: 'bonus',
    order: 1,
    code: 'APPBONUS',
    text: [{ type: 'title', text_desktop: 'Dine with the app', text_mobile: 'App bonus' }],
  },
};

function serve(
  member: MemberRecord,
  activate: () => Response = () => jsonResponse({ bonus: { ...appBonus, bonusStatus: 'enrolled' } }),
  balance = 0,
) {
  return serveApi(async (url, request) => {
    if (url.pathname === '/api/Member') return jsonResponse(member);
    if (url.pathname === '/api/Member/DineSummary')
      return jsonResponse({ currentYearBenefits: 1440, currentYearDines: 4 });
    if (url.pathname === '/api/Member/StatementCreditBalance') return jsonResponse({ memberBalance: balance });
    if (url.pathname === '/api/CSRF') return jsonResponse({ csrfToken: 'token' });
    if (url.pathname === '/api/Member/Bonus/APPBONUS' && request.method === 'POST') return activate();
    return errorResponse(404, 'Not Found');
  });
}

async function open(member: MemberRecord, content = {}, partner: Partial<PartnerFile> = {}) {
  renderRoutes(PAGE, { member: shellMember, partner: testPartner(partner), content });
  return screen.findByRole('region', { name: 'Account Overview' });
}

const DOLLARS: Partial<PartnerFile> = {
  currencyType: 'Dollar',
  terms: {
    partner: 'Kitefund',
    program: 'Kitefund Dining Cash Back',
    currencySingular: 'dollar',
    currencyPlural: 'dollars',
    bonusCurrency: 'bonus cash back',
    partnerNumberLabel: 'Kitefund Account ID',
  },
};
const CREDITS: Partial<PartnerFile> = {
  currencyType: 'Credit',
  terms: {
    partner: 'Maplestone Credit Union',
    program: 'Maplestone Dining Credits',
    currencySingular: 'statement credit',
    currencyPlural: 'statement credits',
    bonusCurrency: 'bonus statement credits',
    partnerNumberLabel: 'Maplestone Member Number',
  },
};
const asked = (requests: SentRequest[], path: string) => pathsOf(requests).includes(path);

afterEach(() => {
  act(() => toast.dismiss());
  localStorage.clear();
});

describe('account overview', () => {
  it('shows the member state, the visit meter for this year and the year figures', async () => {
    serve(record());
    const region = await open(record());
    expect(await within(region).findByRole('heading', { name: /On your way to VIP for \d{4}/ })).toBeInTheDocument();
    const meter = within(region).getByRole('progressbar');
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(meter).toHaveAttribute('aria-valuemax', '11');
    expect(await within(region).findByText('1,440 miles')).toBeInTheDocument();
  });

  it('hides VIP progress when complete and shows next year', async () => {
    const complete = record({
      tierLevel: 'VIP',
      diningProgress: {
        status: 'Qualified',
        dinesRequired: 11,
        remainingDines: 0,
        dollarsRequired: 0,
        remainingDollars: 0,
        ytdMilesOrDollars: 9000,
      },
    });
    serve(complete);
    const region = await open(complete);
    const next = new Date().getFullYear() + 1;
    expect(await within(region).findByRole('heading', { name: `You are VIP through ${next}` })).toBeInTheDocument();
    expect(within(region).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks a Basic member without e-mail opt-in to turn it on, before anything else', async () => {
    const basic = record({ emailOptIn: false, tierLevel: 'OptedOut' });
    serve(basic);
    const region = await open(basic);
    expect(await within(region).findByRole('link', { name: 'Turn on e-mail offers' })).toHaveAttribute(
      'href',
      '/account/user_profile',
    );
  });

  it('activates an available bonus, moves it to Active and says so', async () => {
    const member = record({ activeBonuses: [appBonus] });
    const requests = serve(member);
    const region = await open(member, { earn_banner: [bonusBanner] });
    await within(region).findByRole('heading', { name: 'Available' });
    await userEvent.click(within(region).getByRole('button', { name: 'Activate bonus' }));
    expect(await screen.findByText('Registered for bonus')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Active' })).toBeInTheDocument());
    expect(requests.some((sent) => sent.url.pathname === '/api/Member/Bonus/APPBONUS' && sent.method === 'POST')).toBe(
      true,
    );
  });

  it('says something went wrong when activation fails', async () => {
    const member = record({ activeBonuses: [appBonus] });
    serve(member, () => errorResponse(500, 'Internal Server Error'));
    const region = await open(member, { earn_banner: [bonusBanner] });
    await userEvent.click(await within(region).findByRole('button', { name: 'Activate bonus' }));
    expect(await screen.findByText('Something went wrong, please refresh you browser')).toBeInTheDocument();
  });

  it('shares a referral link to /join with the member as referrer', async () => {
    // setup() gives the page a clipboard, as a browser has.
    const user = userEvent.setup();
    serve(record());
    const region = await open(record(), {
      account_center: [
        {
          slug: 'overview',
          fields: {
            referral_link: { is_enabled: true, title: 'Share the good taste', description: 'Tell a friend.' },
            link_groups: [],
          },
        },
      ],
    });
    const field = await within(region).findByLabelText('Your referral link');
    const link = new URL((field as HTMLInputElement).value);
    expect(link.pathname).toBe('/join');
    expect(link.searchParams.get('referrer')).toBe(shellMember.publicId);
    await user.click(within(region).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Your referral link has been copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link.toString());
  });

  it('shows a Dollar member the cash back balance, the progress toward the $20 credit and the way to the history', async () => {
    const requests = serve(record(), undefined, 13.42);
    const region = await open(record(), {}, DOLLARS);
    const summary = await within(region).findByRole('region', { name: 'Your rewards' });
    expect(await within(summary).findByText('$13.42')).toBeInTheDocument();
    expect(summary).toHaveTextContent('$13.42 cash back balance');
    const progress = within(summary).getByRole('progressbar', {
      name: 'Progress toward your next $20.00 statement credit',
    });
    expect(progress).toHaveAttribute('value', '13.42');
    expect(progress).toHaveAttribute('max', '20');
    expect(summary).toHaveTextContent(
      '$6.58 more to go. Your cash back is paid as a statement credit when your balance reaches $20.00.',
    );
    expect(within(summary).getByRole('link', { name: 'See Reviews & History' })).toHaveAttribute(
      'href',
      '/account/recent_activity',
    );
    expect(asked(requests, '/api/Member/StatementCreditBalance')).toBe(true);
    // The year's figures are dollars too.
    expect(await within(region).findByText('$1,440.00')).toBeInTheDocument();
  });

  it('shows a Credit member the balance toward the partner’s statement credit threshold', async () => {
    serve(record(), undefined, 4);
    const region = await open(record(), {}, { ...CREDITS, statementCreditThresholdDollars: 25 });
    const summary = await within(region).findByRole('region', { name: 'Your rewards' });
    expect(await within(summary).findByText('$4.00')).toBeInTheDocument();
    expect(summary).toHaveTextContent('$4.00 balance');
    expect(summary).not.toHaveTextContent('cash back');
    expect(
      within(summary).getByRole('progressbar', { name: 'Progress toward your next $25.00 statement credit' }),
    ).toHaveAttribute('value', '4');
    expect(summary).toHaveTextContent(
      '$21.00 more to go. A statement credit is paid when your balance reaches $25.00.',
    );
  });

  it('shows a Mile member no balance and does not ask for one', async () => {
    const requests = serve(record());
    const region = await open(record());
    expect(await within(region).findByText('1,440 miles')).toBeInTheDocument();
    expect(within(region).queryByRole('region', { name: 'Your rewards' })).not.toBeInTheDocument();
    expect(asked(requests, '/api/Member/StatementCreditBalance')).toBe(false);
  });

  it('sends a visitor to /login through the 401 of the member call, asking for nothing of the account', async () => {
    // Spec part 2 §6: unauthorized answers redirect to /login (the account area asks; issue 30, defect 8a).
    const requests = serveApi(async () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    renderRoutes(PAGE, { member: null, partner: testPartner() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account Overview' })).not.toBeInTheDocument();
    expect(pathsOf(requests).filter((path) => path.startsWith('/api/Member/'))).toEqual([]);
  });

  it('offers to try again when the account cannot be loaded', async () => {
    serveApi(async () => errorResponse(503, 'Service Unavailable'));
    const region = await open(record());
    expect(await within(region).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
