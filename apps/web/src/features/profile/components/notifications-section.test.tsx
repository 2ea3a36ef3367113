import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@forkpoint/shared/contracts/notification-constants';
import type { Member } from '@forkpoint/shared/contracts/members';
import type { NotificationPreferences } from '@forkpoint/shared/contracts/notifications';
import { errorResponse, jsonResponse, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';

const PAGE = '/account/user_profile';

const member: Member = {
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
};

/** The profile and notification calls answered from memory; the PUT bodies are recorded. */
function serveNotifications(
  options: { preferences?: Partial<NotificationPreferences>; load?: () => Response; save?: () => Response } = {},
) {
  const state = {
    preferences: {
      email: false,
      push: false,
      emailAvailable: true,
      timeZone: null,
      ...options.preferences,
    } as NotificationPreferences,
    puts: [] as Record<string, unknown>[],
  };
  serveApi(async (url, request) => {
    if (url.pathname === '/api/CSRF') return jsonResponse({ csrfToken: 'csrf-token' });
    if (url.pathname === '/api/Member') return jsonResponse(member);
    if (url.pathname !== '/api/Member/Notifications') return errorResponse(404, 'Not Found');
    if (request.method === 'GET') return options.load?.() ?? jsonResponse(state.preferences);
    const body = (await request.json()) as Record<string, unknown>;
    state.puts.push(body);
    if (options.save) return options.save();
    state.preferences = { ...state.preferences, ...(typeof body.email === 'boolean' ? { email: body.email } : {}) };
    return jsonResponse(state.preferences);
  });
  return state;
}

const section = async () => screen.findByRole('region', { name: NOTIFICATION_MESSAGES.title });
const emailSwitch = async () =>
  within(await section()).findByRole('switch', { name: NOTIFICATION_MESSAGES.emailLabel });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Profile page’s Notifications section', () => {
  it('turns e-mail notifications on and off with the keyboard, saving each change with the browser’s time zone', async () => {
    const state = serveNotifications();
    renderRoutes(PAGE, { member: testMember() });
    const user = userEvent.setup();
    const email = await emailSwitch();
    expect(email).not.toBeChecked();

    email.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(email).toBeChecked());
    expect(await within(await section()).findByText(NOTIFICATION_MESSAGES.saved)).toBeInTheDocument();
    expect(state.puts[0]).toMatchObject({ email: true, timeZone: expect.any(String) });

    await user.keyboard(' ');
    await waitFor(() => expect(email).not.toBeChecked());
    expect(state.puts[1]).toMatchObject({ email: false });
  });

  it('explains push where the browser cannot show notifications', async () => {
    serveNotifications();
    renderRoutes(PAGE, { member: testMember() });
    const region = await section();
    expect(await within(region).findByText(NOTIFICATION_MESSAGES.pushUnsupported)).toBeInTheDocument();
    expect(within(region).queryByRole('switch', { name: NOTIFICATION_MESSAGES.pushLabel })).toBeNull();
  });

  it('offers the e-mail switch only to a member with an address, and says why', async () => {
    serveNotifications({ preferences: { emailAvailable: false } });
    renderRoutes(PAGE, { member: testMember() });
    const email = await emailSwitch();
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.noEmail);
  });

  it('says when the settings cannot be loaded, and loads them again', async () => {
    let fail = true;
    serveNotifications({
      load: () =>
        fail
          ? errorResponse(500, 'Internal Server Error')
          : jsonResponse({ email: true, push: false, emailAvailable: true, timeZone: null }),
    });
    renderRoutes(PAGE, { member: testMember() });
    const region = await section();
    expect(await within(region).findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Load notification settings again' }));
    expect(await emailSwitch()).toBeChecked();
  });

  it('keeps the switch as it was and says so when a change cannot be saved', async () => {
    serveNotifications({ save: () => errorResponse(500, 'Internal Server Error') });
    renderRoutes(PAGE, { member: testMember() });
    const email = await emailSwitch();
    await userEvent.setup().click(email);
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(NOTIFICATION_MESSAGES.saveFailed);
    expect(email).not.toBeChecked();
  });
});
