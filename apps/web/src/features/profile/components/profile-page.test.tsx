import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@forkpoint/shared/contracts/auth';
import type { Member, ProfileUpdateRequest } from '@forkpoint/shared/contracts/members';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { tierAfterEmailOptIn } from '@forkpoint/shared/rules/member-tiers';
import { validateProfile } from '@forkpoint/shared/rules/profile-validation';
import type { PartnerFile } from '@forkpoint/shared/partners/partner-schema';
import { GENERAL_FORM_ERROR } from '@/components/form';
import { testPartner } from '@/testing/fixtures';
import { errorResponse, jsonResponse, pathsOf, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';
import { storedProfileOf } from '../lib/profile-form';
import { PROFILE_LOAD_FAILED_MESSAGE, PROFILE_MESSAGES, SMS_NEEDS_PHONE_HINT } from '../lib/profile-messages';

// Role queries over the whole shell are slow in jsdom; the page also loads its own chunk first.

const PAGE = '/account/user_profile';

/** GET /api/Member's whole record (memberSchema). */
function profileMember(overrides: Partial<Member> = {}): Member {
  return {
    publicId: 'pub-1001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailOptIn: false,
    address: { address1: '1 Main St', address2: '', city: 'New York', state: 'NY', zipCode: '10001' },
    phoneNumber: '',
    smsOptIn: false,
    tierLevel: 'OptedOut',
    memberType: 'EnrolledCardMember',
    diningProgress: null,
    activeBonuses: [],
    enrollmentSource: 'web',
    joinDate: null,
    familyId: null,
    partnerNumber: '12345678',
    hasWebProfile: true,
    active: true,
    interfaceType: 'direct',
    needsEmailUpdate: false,
    ...overrides,
  };
}

interface ProfileServer {
  member?: Member;
  /** PUT /api/Member's answer; default: the shared rules applied as the server applies them. */
  update?: (body: ProfileUpdateRequest) => Response | Promise<Response>;
  /** GET /api/Member's answer when it should differ. */
  load?: () => Response | Promise<Response>;
  /** GET /api/Members/Validate/Zip's answer; default: every ZIP but 00000 is in the U.S. */
  zip?: (zip: string) => Response;
}

/** The profile calls answered from memory; the PUT bodies and ZIP lookups are recorded. */
function serveProfile({ member = profileMember(), update, load, zip }: ProfileServer = {}) {
  const state = { member, puts: [] as ProfileUpdateRequest[], zips: [] as string[], gets: 0 };
  const requests = serveApi(async (url, request) => {
    if (url.pathname === '/api/CSRF') return jsonResponse({ csrfToken: 'csrf-token' });
    if (url.pathname === '/api/Members/Validate/Zip') {
      const value = url.searchParams.get('zip') ?? '';
      state.zips.push(value);
      return zip?.(value) ?? jsonResponse({ isValid: value !== '00000' });
    }
    if (url.pathname !== '/api/Member') return errorResponse(404, 'Not Found');
    if (request.method === 'GET') {
      state.gets += 1;
      return load?.() ?? jsonResponse(state.member);
    }
    const body = (await request.json()) as ProfileUpdateRequest;
    state.puts.push(body);
    if (update) return update(body);
    const { values } = validateProfile(storedProfileOf(state.member), body, {
      namesLocked: state.member.interfaceType === 'sso',
      addressRequired: false,
    });
    state.member = {
      ...state.member,
      ...values,
      tierLevel: tierAfterEmailOptIn(state.member.tierLevel, values.emailOptIn),
    };
    return jsonResponse(state.member);
  });
  return { requests, state };
}

/** The page for a signed-in member, once the profile loaded. */
async function open(server: ProfileServer = {}, partner: Partial<PartnerFile> = {}) {
  const served = serveProfile(server);
  const view = renderRoutes(PAGE, { member: testMember(), partner: testPartner(partner) });
  await screen.findByRole('form', { name: 'Your details' });
  return { ...served, ...view };
}

const region = () => screen.getByRole('region', { name: 'Profile' });
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });
const errorBox = () => screen.findByRole('alert', { name: 'ERROR' });

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Profile page', () => {
  it('is the labelled Profile region in the main landmark, with the stored values in the form', async () => {
    await open({ member: profileMember({ phoneNumber: '3125550100' }) });
    expect(screen.getByRole('main')).toContainElement(region());
    expect(within(region()).getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Ada');
    expect(field(/^Last name/)).toHaveValue('Lovelace');
    expect(field(/^Address line 1/)).toHaveValue('1 Main St');
    expect(field(/^City/)).toHaveValue('New York');
    expect(field(/^State/)).toHaveValue('NY');
    expect(field(/^ZIP code/)).toHaveValue('10001');
    // Stored as digits, shown as ddd-ddd-dddd.
    expect(screen.getByRole('textbox', { name: /^Mobile phone/ })).toHaveValue('312-555-0100');
  });

  it('shows a spinner while the profile loads', async () => {
    let release: (response: Response) => void = () => undefined;
    serveProfile({ load: () => new Promise<Response>((resolve) => (release = resolve)) });
    renderRoutes(PAGE, { member: testMember() });
    expect(await within(await screen.findByRole('region', { name: 'Profile' })).findByRole('status')).toBeVisible();
    await act(async () => release(jsonResponse(profileMember())));
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
  });

  it('says the profile could not be loaded and loads it again on Try again', async () => {
    let fail = true;
    const user = userEvent.setup();
    serveProfile({ load: () => (fail ? errorResponse(503, 'Service Unavailable') : jsonResponse(profileMember())) });
    renderRoutes(PAGE, { member: testMember() });
    expect(await screen.findByText(PROFILE_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    fail = false;
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Your details' })).toBeInTheDocument();
  });

  it('goes to /login when the profile call answers 401', async () => {
    serveProfile({ load: () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED') });
    renderRoutes(PAGE, { member: testMember() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('sends a visitor to /login through the 401 of the member call', async () => {
    // Spec part 2 §6: unauthorized answers redirect to /login (the account area asks; issue 30, defect 8a).
    const requests = serveApi(() => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    renderRoutes(PAGE, { member: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    expect(pathsOf(requests)).toContain('/api/Member');
  });
});

describe('the read-only e-mail and password', () => {
  it('shows the e-mail read-only with the way to customer support, and the password row for direct members', async () => {
    await open();
    const details = screen.getByRole('region', { name: 'Sign-in details' });
    expect(within(details).getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();
    expect(details).toHaveTextContent(FIELD_MESSAGES.emailChangeBySupport);
    expect(within(details).getByRole('link', { name: 'help@testair.example' })).toHaveAttribute(
      'href',
      'mailto:help@testair.example',
    );
    expect(within(details).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:+1-800-555-0100',
    );
    expect(within(details).getByText('Password')).toBeInTheDocument();
    // "Password changes go through sign-out and reset" (spec part 2 §2): sign out, then /recover.
    expect(within(details).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/SignOut?next=%2Frecover',
    );
  });

  it('has no password row for sso partners, and their names are disabled and not required', async () => {
    await open({ member: profileMember({ interfaceType: 'sso' }) }, { enrollmentType: 'sso' });
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
    expect(field(/^First name/)).toBeDisabled();
    expect(field(/^Last name/)).toBeDisabled();
    expect(field(/^First name/)).not.toBeRequired();
    expect(screen.getByText(/Your name comes from your Test Air account/)).toBeInTheDocument();
  });

  it('treats a member whose own record says sso as sso, whatever the partner', async () => {
    await open({ member: profileMember({ interfaceType: 'sso' }) });
    expect(field(/^First name/)).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('hides the e-mail opt-in where the partner setting says so', async () => {
    await open({}, { showEmailOptIn: false });
    expect(screen.queryByRole('checkbox', { name: /^Email me/ })).not.toBeInTheDocument();
  });
});

describe('checking the fields as the member goes (the shared rules)', () => {
  it('takes names of 20 characters, trimmed, and refuses 21 or none', async () => {
    const user = userEvent.setup();
    await open();
    const first = field(/^First name/);
    await replace(user, first, `  ${'a'.repeat(20)}  `);
    await user.tab();
    expect(first).not.toHaveAttribute('aria-invalid');
    await replace(user, first, 'a'.repeat(21));
    await user.tab();
    await waitFor(() => expect(first).toHaveAccessibleDescription(FIELD_MESSAGES.maxLength(20)));
    await replace(user, first, '   ');
    await user.tab();
    await waitFor(() => expect(first).toHaveAccessibleDescription(FIELD_MESSAGES.required));
  });

  it('takes address lines of 30 and a city of 20, refusing one more', async () => {
    const user = userEvent.setup();
    await open();
    for (const [name, max] of [
      [/^Address line 1/, 30],
      [/^Address line 2/, 30],
      [/^City/, 20],
    ] as const) {
      const input = field(name);
      await replace(user, input, 'x'.repeat(max));
      await user.tab();
      expect(input).not.toHaveAttribute('aria-invalid');
      await replace(user, input, 'x'.repeat(max + 1));
      await user.tab();
      await waitFor(() => expect(input).toHaveAccessibleDescription(FIELD_MESSAGES.maxLength(max)));
    }
  });

  it('requires address line 1, city and state only where the partner requires the full address outside Credit', async () => {
    const user = userEvent.setup();
    const blank = profileMember({ address: { address1: '', address2: '', city: '', state: '', zipCode: '10001' } });
    await open({ member: blank }, { fullAddressRequired: true, currencyType: 'Point' });
    expect(field(/^Address line 1/)).toBeRequired();
    expect(field(/^City/)).toBeRequired();
    expect(field(/^State/)).toBeRequired();
    await user.click(save());
    expect(await errorBox()).toHaveTextContent(PROFILE_MESSAGES.notSaved);
    expect(field(/^Address line 1/)).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(field(/^City/)).toHaveAccessibleDescription(FIELD_MESSAGES.required);
    expect(field(/^State/)).toHaveAccessibleDescription(/This field is required\./);
    expect(field(/^Address line 1/)).toHaveFocus();
  });

  it('does not require the address of a Credit program even with the full address setting', async () => {
    await open({}, { fullAddressRequired: true, currencyType: 'Credit' });
    expect(field(/^Address line 1/)).not.toBeRequired();
    expect(field(/^City/)).not.toBeRequired();
    expect(field(/^ZIP code/)).toBeRequired();
  });

  it('takes a U.S. state, territory or military code in any case, or none, and refuses others', async () => {
    const user = userEvent.setup();
    await open();
    const state = field(/^State/);
    for (const code of ['ny', 'PR', 'AE', '']) {
      await replace(user, state, code);
      await user.tab();
      expect(state, code).not.toHaveAttribute('aria-invalid');
    }
    await replace(user, state, 'ZZ');
    await user.tab();
    await waitFor(() => expect(state).toHaveAccessibleDescription(/U\.S\. state, territory or military code/));
  });

  it('requires a ZIP of exactly five digits, then asks the ZIP call, once per value', async () => {
    const user = userEvent.setup();
    const { state } = await open();
    const zip = field(/^ZIP code/);
    await replace(user, zip, '');
    await user.tab();
    await waitFor(() => expect(zip).toHaveAccessibleDescription(FIELD_MESSAGES.required));
    await replace(user, zip, '1234');
    await user.tab();
    await waitFor(() => expect(zip).toHaveAccessibleDescription(FIELD_MESSAGES.exactLength(5)));
    await replace(user, zip, '123456');
    await user.tab();
    await waitFor(() => expect(zip).toHaveAccessibleDescription(FIELD_MESSAGES.maxLength(5)));
    expect(state.zips).toEqual([]);

    await replace(user, zip, '00000');
    await user.tab();
    await waitFor(() => expect(zip).toHaveAccessibleDescription(FIELD_MESSAGES.zipInvalid));
    // Another field's blur checks the form again: the last checked ZIP is not asked for again.
    await user.click(field(/^City/));
    await user.tab();
    await user.click(save());
    await errorBox();
    expect(state.zips).toEqual(['00000']);

    await replace(user, zip, '60601');
    await user.tab();
    await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid'));
    expect(state.zips).toEqual(['00000', '60601']);
  });

  it('gives the general message when the ZIP call fails, and asks again next time', async () => {
    const user = userEvent.setup();
    let down = true;
    const { state } = await open({
      zip: () => (down ? errorResponse(503, 'Service Unavailable') : jsonResponse({ isValid: true })),
    });
    const zip = field(/^ZIP code/);
    await replace(user, zip, '60601');
    await user.tab();
    await waitFor(() => expect(zip).toHaveAccessibleDescription(GENERAL_FORM_ERROR));
    down = false;
    await user.click(zip);
    await user.tab();
    await waitFor(() => expect(zip).not.toHaveAttribute('aria-invalid'));
    expect(state.zips).toEqual(['60601', '60601']);
  });

  it('takes a 10-digit North American phone (a leading 1 too), shows it as ddd-ddd-dddd and sends digits', async () => {
    const user = userEvent.setup();
    const { state } = await open();
    const phone = screen.getByRole('textbox', { name: /^Mobile phone/ });
    await user.type(phone, '1 (312) 555 0100');
    await user.tab();
    await waitFor(() => expect(phone).toHaveValue('312-555-0100'));
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts[0]?.phoneNumber).toBe('3125550100');
  });

  it('gives the two phone messages: not a number, and not a U.S. one', async () => {
    const user = userEvent.setup();
    await open();
    const phone = screen.getByRole('textbox', { name: /^Mobile phone/ });
    await user.type(phone, '312555010');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(new RegExp(FIELD_MESSAGES.phoneInvalid)));
    await replace(user, phone, '212-155-0187');
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(new RegExp(FIELD_MESSAGES.phoneNotUs)));
  });
});

describe('saving', () => {
  it('says no changes were made, without calling the server, when nothing changed (trimmed, any case)', async () => {
    const user = userEvent.setup();
    const { state } = await open();
    await replace(user, field(/^First name/), ' Ada ');
    await replace(user, field(/^State/), 'ny');
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.noChanges)).toBeInTheDocument();
    expect(state.puts).toEqual([]);
  });

  it('sends the form values and says all changes were saved; the form then holds the saved values', async () => {
    const user = userEvent.setup();
    const { state } = await open();
    await replace(user, field(/^Last name/), 'Byron');
    await replace(user, field(/^City/), 'Chicago');
    await replace(user, field(/^State/), 'il');
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Byron',
        address: { address1: '1 Main St', address2: '', city: 'Chicago', state: 'il', zipCode: '10001' },
        phoneNumber: '',
        emailOptIn: false,
      },
    ]);
    expect(field(/^State/)).toHaveValue('IL');
    // Saving again right away changes nothing.
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.noChanges)).toBeInTheDocument();
    expect(state.puts).toHaveLength(1);
  });

  it('refreshes the member after a save, so the shell follows the tier e-mail opt-in earns', async () => {
    const user = userEvent.setup();
    const { state, queryClient } = await open();
    const getsBefore = state.gets;
    await user.click(screen.getByRole('checkbox', { name: 'Email me Test Air Dining offers and news' }));
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts[0]?.emailOptIn).toBe(true);
    expect(state.member.tierLevel).toBe('OptedIn');
    await waitFor(() => expect(queryClient.getQueryData(['member'])).toMatchObject({ tierLevel: 'OptedIn' }));
    expect(state.gets).toBeGreaterThan(getsBefore);
  });

  it("shows the server's field messages at their fields, focuses the first, and says nothing was saved", async () => {
    const user = userEvent.setup();
    await open({
      update: () =>
        jsonResponse(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            error: 'Bad Request',
            message: FORM_MESSAGES.profile,
            fields: [
              { field: 'lastName', message: 'Last name problem from the server.' },
              { field: 'address.zipCode', message: FIELD_MESSAGES.zipInvalid },
            ],
          },
          { status: 400, statusText: 'Bad Request' },
        ),
    });
    await replace(user, field(/^Last name/), 'Byron');
    await user.click(save());
    expect(await errorBox()).toHaveTextContent(PROFILE_MESSAGES.notSaved);
    expect(field(/^Last name/)).toHaveAccessibleDescription('Last name problem from the server.');
    expect(field(/^ZIP code/)).toHaveAccessibleDescription(FIELD_MESSAGES.zipInvalid);
    expect(field(/^Last name/)).toHaveFocus();
    expect(screen.queryByText(/Error details:/)).not.toBeInTheDocument();
  });

  it("adds the server's form message at the bottom when the failure is not about a field", async () => {
    const user = userEvent.setup();
    await open({
      update: () =>
        jsonResponse(
          {
            statusCode: 403,
            code: 'FORBIDDEN',
            error: 'Forbidden',
            message: FORM_MESSAGES.emailUpdateRequired,
          },
          { status: 403, statusText: 'Forbidden' },
        ),
    });
    await replace(user, field(/^Last name/), 'Byron');
    await user.click(save());
    expect(await errorBox()).toHaveTextContent(PROFILE_MESSAGES.notSaved);
    const form = screen.getByRole('form', { name: 'Your details' });
    expect(
      within(form)
        .getByText(/Error details:/)
        .closest('p'),
    ).toHaveTextContent(`Error details: ${FORM_MESSAGES.emailUpdateRequired}`);
    // Editing again clears the stale details.
    await user.type(field(/^Last name/), 'n');
    expect(screen.queryByText(/Error details:/)).not.toBeInTheDocument();
  });
});

describe('SMS opt-in, v1 (a checkbox)', () => {
  const v1 = { hasSmsOptIn: true, hasSmsOptInV2: false };

  it('is disabled until a valid phone is present', async () => {
    const user = userEvent.setup();
    await open({}, v1);
    const sms = screen.getByRole('checkbox', { name: 'Send me text messages about my rewards' });
    expect(sms).toBeDisabled();
    expect(sms).toHaveAccessibleDescription(SMS_NEEDS_PHONE_HINT);
    await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '312555010');
    expect(sms).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '0');
    expect(sms).toBeEnabled();
  });

  it('resets when the phone changes, and when it is blank or invalid; the stored phone brings the stored choice back', async () => {
    const user = userEvent.setup();
    const { state } = await open({ member: profileMember({ phoneNumber: '3125550100', smsOptIn: true }) }, v1);
    const sms = screen.getByRole('checkbox', { name: 'Send me text messages about my rewards' });
    const phone = screen.getByRole('textbox', { name: /^Mobile phone/ });
    expect(sms).toBeChecked();
    // A changed number: the opt-in resets.
    await replace(user, phone, '312-555-0199');
    expect(sms).not.toBeChecked();
    expect(sms).toBeEnabled();
    // Back to the stored number: the stored opt-in.
    await replace(user, phone, '312-555-0100');
    expect(sms).toBeChecked();
    // Invalid, then blank: reset and disabled.
    await replace(user, phone, '312-555');
    expect(sms).not.toBeChecked();
    expect(sms).toBeDisabled();
    await replace(user, phone, '312-555-0100');
    expect(sms).toBeChecked();
    await user.clear(phone);
    expect(sms).not.toBeChecked();
    expect(sms).toBeDisabled();
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts[0]).toMatchObject({ phoneNumber: '', smsOptIn: false });
  });

  it('sends smsOptIn with a new phone when ticked again', async () => {
    const user = userEvent.setup();
    const { state } = await open({}, v1);
    await user.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '3125550100');
    await user.click(screen.getByRole('checkbox', { name: 'Send me text messages about my rewards' }));
    // v1 opens no consent modal.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts[0]).toMatchObject({ phoneNumber: '3125550100', smsOptIn: true });
    expect(state.puts[0]).not.toHaveProperty('smsOptInV2');
  });

  it('is not shown where the partner has neither SMS version', async () => {
    await open({}, { hasSmsOptIn: false, hasSmsOptInV2: false });
    expect(screen.queryByRole('checkbox', { name: /text messages/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('SMS opt-in, v2 (a toggle with a consent modal)', () => {
  const v2 = { hasSmsOptIn: false, hasSmsOptInV2: true };
  const withPhone = { member: profileMember({ phoneNumber: '3125550100' }) };
  const toggle = () => screen.getByRole('switch', { name: 'Send me text messages about my rewards' });

  it('opens the consent modal when turned on; Cancel turns it off and gives focus back, by keyboard alone', async () => {
    const user = userEvent.setup();
    await open(withPhone, v2);
    toggle().focus();
    await user.keyboard(' ');
    const dialog = screen.getByRole('dialog', { name: 'Turn on text messages?' });
    expect(dialog).toHaveAccessibleDescription(/312-555-0100/);
    const consent = within(dialog).getByRole('checkbox', { name: 'I agree to receive text messages about my rewards' });
    expect(consent).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toHaveFocus();
  });

  it('turns off on Escape too', async () => {
    const user = userEvent.setup();
    await open(withPhone, v2);
    await user.click(toggle());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toHaveFocus();
  });

  it('acts as Cancel when Confirm is pressed with the consent box unticked', async () => {
    const user = userEvent.setup();
    await open(withPhone, v2);
    await user.click(toggle());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
  });

  it('stays on when Confirm is pressed with the box ticked, and sends smsOptInV2', async () => {
    const user = userEvent.setup();
    const { state } = await open(withPhone, v2);
    toggle().focus();
    await user.keyboard(' ');
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toBeChecked();
    expect(toggle()).toHaveFocus();
    await user.click(save());
    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts[0]).toMatchObject({ smsOptInV2: true });
    expect(state.puts[0]).not.toHaveProperty('smsOptIn');
  });

  it('turns off with no modal, and is disabled without a phone', async () => {
    const user = userEvent.setup();
    await open({ member: profileMember({ phoneNumber: '3125550100', smsOptIn: true }) }, v2);
    await user.click(toggle());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
    await user.clear(screen.getByRole('textbox', { name: /^Mobile phone/ }));
    expect(toggle()).toBeDisabled();
  });

  it('keeps the consent when another valid number is pasted in (only v1 resets on a change)', async () => {
    const user = userEvent.setup();
    await open({ member: profileMember({ phoneNumber: '3125550100', smsOptIn: true }) }, v2);
    const phone = screen.getByRole('textbox', { name: /^Mobile phone/ });
    await user.tripleClick(phone);
    await user.paste('312-555-0199');
    expect(phone).toHaveValue('312-555-0199');
    expect(toggle()).toBeChecked();
    // An invalid number on the way (typing) resets it.
    await user.type(phone, '9');
    expect(toggle()).not.toBeChecked();
  });
});
