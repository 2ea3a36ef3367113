import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_REGISTRATION_MESSAGES } from '@forkpoint/shared/contracts/cards';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { CARD_FRAME_LOAD_FAILED_ALERT, CARD_FRAME_NOT_LOADED_MESSAGE } from '@/lib/card-frame-client';
import { pageNavigation } from '@/lib/page-navigation';
import type * as CardFrameClient from '@/lib/card-frame-client';
import { toast } from 'react-toastify/unstyled';
import { testPartner } from '@/testing/fixtures';
import { errorResponse, http, jsonResponse, pathsOf, server, serveApi } from '@/testing/msw';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';
import {
  card,
  failedEntry,
  fakeFrame,
  linkedEntry,
  registration,
  serveCards,
  type CardsServerOptions,
} from '@/testing/cards-test-server';

const captcha = vi.hoisted(() => ({ solve: vi.fn(), status: 'ready' }));
vi.mock('@/lib/captcha/use-captcha', () => ({
  useCaptcha: () => captcha.solve,
  useCaptchaMessage: () => 'You must complete the security check to continue.',
  useCaptchaStatus: () => captcha.status,
}));
vi.mock('@/lib/card-frame-client', async (importOriginal) => ({
  ...(await importOriginal<typeof CardFrameClient>()),
  mountCardFrame: (await import('@/testing/cards-test-server')).fakeMountCardFrame,
}));

// Role queries over the whole shell are slow in jsdom; the page also loads its own chunk first.

const PAGE = '/account/manage_cards';
const member = testMember();

/** The page with the card calls answered, once its code loaded (each page is its own chunk). */
async function open(options: CardsServerOptions, partner = testPartner()) {
  const served = serveCards({ member, ...options });
  renderRoutes(PAGE, { member, partner });
  await screen.findByRole('heading', { level: 1, name: 'Linked Cards' });
  return served;
}

const region = () => screen.getByRole('region', { name: 'Linked Cards' });
const submitButton = () => screen.getByRole('button', { name: 'Link card' });
const rows = () => within(screen.getByRole('region', { name: 'Your linked cards' })).getAllByRole('listitem');

beforeEach(() => {
  fakeFrame.clear();
  captcha.status = 'ready';
  let answer = 0;
  captcha.solve.mockReset().mockImplementation(async () => `captcha-${(answer += 1)}`);
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Linked Cards page', () => {
  it('lists each card with its description, brand, last four and since when it is linked, then the form', async () => {
    await open({
      cards: [card('mc_1', '1111'), card('mc_2', '0005', { cardType: 'amex', description: 'Travel card' })],
    });
    expect(await within(region()).findByText('ending in 1111')).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Visaending in 1111Linked since March 2, 2026'),
      expect.stringContaining('Travel cardAmerican Express ending in 0005'),
    ]);
    expect(screen.getByRole('form', { name: 'Link a card' })).toBeInTheDocument();
    expect(screen.getByText('You can link 10 more cards.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: /Linking a card and authorizing activity monitoring is required to complete and earn rewards\./,
      }),
    ).toBeInTheDocument();
  });

  it('says so when there is no card yet', async () => {
    await open({ cards: [] });
    expect(await screen.findByText(/You have no linked cards yet/)).toBeInTheDocument();
  });

  it('offers to try again when the cards cannot be loaded', async () => {
    await open({ listCards: () => errorResponse(503, 'Service Unavailable') });
    expect(await screen.findByText('Your linked cards could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('sends a visitor to /login and makes no card call', async () => {
    // The account area asks for its member, and the 401 goes to /login (spec part 2 §6; issue 30, defect 8a).
    const requests = serveApi(() => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    renderRoutes(PAGE, { member: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(pathsOf(requests).filter((path) => path.includes('/Cards'))).toEqual([]);
  });

  it('goes to /login when the cards call answers 401', async () => {
    await open({ listCards: () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('deleting a card', () => {
  it('asks in a modal that Escape closes, shows Deleting... on the row, then the message and the refreshed list', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => undefined;
    const { state } = await open({
      cards: [card('mc_1', '1111'), card('mc_2', '2222')],
      remove: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    const deleteFirst = await screen.findByRole('button', { name: 'Delete Visa ending in 1111' });
    await user.click(deleteFirst);
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteFirst).toHaveFocus();

    await user.click(deleteFirst);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete card' }));
    expect(rows()[0]).toHaveTextContent('Deleting...');
    expect(screen.getByText('Do not refresh, deleting a linked card')).toBeInTheDocument();
    await act(async () => release(jsonResponse({ memberCard: card('mc_1', '1111'), accountClosed: false })));
    expect(await screen.findByText('Your card ending in 1111 has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(state.deletes).toEqual(['mc_1']);
  });

  it('keeps the row when the delete fails, with the failure message', async () => {
    const user = userEvent.setup();
    await open({
      cards: [card('mc_1', '1111'), card('mc_2', '2222')],
      remove: () => errorResponse(500, 'Internal Server Error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 2222' }));
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(
      await screen.findByText('Your card ending in 2222 can not be deleted, please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Visa ending in 2222' })).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it('sends the member to /SignOut after the last card, which closed the account', async () => {
    const user = userEvent.setup();
    vi.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
    await open({
      cards: [card('mc_1', '1111')],
      remove: () => jsonResponse({ memberCard: card('mc_1', '1111'), accountClosed: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 1111' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('This is your only linked card.');
    await user.click(screen.getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing Out' })).toBeInTheDocument();
  });
});

describe('linking cards', () => {
  it('keeps submit disabled until a card is typed, then sends only its ciphertext, the terms and a bot-check answer', async () => {
    const user = userEvent.setup();
    const { state } = await open({ cards: [], link: () => registration([linkedEntry('4242')]) });
    await screen.findByRole('form', { name: 'Link a card' });
    expect(screen.getByText(CARD_FRAME_NOT_LOADED_MESSAGE)).toBeInTheDocument();
    fakeFrame.ready();
    expect(screen.queryByText(CARD_FRAME_NOT_LOADED_MESSAGE)).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    fakeFrame.type('4242');
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Linking a card/ }));
    await user.click(submitButton());

    expect(await screen.findAllByText('Your card ending in 4242 has been linked.')).not.toHaveLength(0);
    expect(state.posts).toEqual([
      {
        creditCards: [
          { encryptedCardNumber: 'QUJDREVG', keyId: 'cv1_testkey0001', lastFour: '4242', cardType: 'visa' },
        ],
        directFileFeedOptIn: true,
        gRecaptchaResponse: 'captcha-1',
      },
    ]);
    expect(fakeFrame.reset).toHaveBeenCalled();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('requires the terms checkbox before anything is sent', async () => {
    const user = userEvent.setup();
    const { state } = await open({ cards: [] });
    await screen.findByRole('form', { name: 'Link a card' });
    fakeFrame.type();
    await user.click(submitButton());
    expect(await screen.findByText('Please accept the card terms to link a card.')).toBeInTheDocument();
    expect(state.posts).toEqual([]);
    expect(fakeFrame.submit).not.toHaveBeenCalled();
  });

  it('keeps submit disabled while the bot check is missing, and says why', async () => {
    captcha.status = 'missing';
    await open({ cards: [] });
    await screen.findByRole('form', { name: 'Link a card' });
    fakeFrame.type();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(/bot check could not load/);
  });

  it('shows the captcha message when no bot-check answer could be had', async () => {
    const user = userEvent.setup();
    captcha.solve.mockResolvedValue('');
    const { state } = await open({ cards: [] });
    await screen.findByRole('form', { name: 'Link a card' });
    fakeFrame.type();
    await user.click(screen.getByRole('checkbox', { name: /Linking a card/ }));
    await user.click(submitButton());
    expect(await screen.findByRole('alert', { name: 'ERROR' })).toHaveTextContent(FIELD_MESSAGES.captchaSelfHosted);
    expect(state.posts).toEqual([]);
  });

  it('shows the alert when the frame failed to load', async () => {
    await open({ cards: [] });
    await screen.findByRole('form', { name: 'Link a card' });
    fakeFrame.failLoading();
    expect(screen.getByRole('alert')).toHaveTextContent(CARD_FRAME_LOAD_FAILED_ALERT);
  });
});

describe("a program whose card entry is a provider's hosted fields", () => {
  const SCRIPT_URL = 'https://js.provider.example/v3/';
  const providerScripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === SCRIPT_URL);

  /** A Stripe-style provider in the page: plain fields, a token for whatever is typed. */
  function defineProvider() {
    (window as unknown as Record<string, unknown>).Stripe = (key: string) => ({
      elements: () => ({
        create: () => {
          const handlers: Record<string, (event?: unknown) => void> = {};
          let input: HTMLInputElement | null = null;
          return {
            mount(container: HTMLElement) {
              input = document.createElement('input');
              input.setAttribute('aria-label', `Card number (${key})`);
              input.addEventListener('input', () => handlers.change?.({ empty: input?.value === '' }));
              container.append(input);
              handlers.ready?.();
            },
            on(event: string, handler: (event?: unknown) => void) {
              handlers[event] = handler;
            },
            clear: () => undefined,
            destroy: () => input?.remove(),
          };
        },
      }),
      createToken: async () => ({ token: { id: 'tok_provider_0001', card: { last4: '4444', brand: 'MasterCard' } } }),
    });
  }

  afterEach(() => {
    providerScripts().forEach((script) => script.remove());
    delete (window as unknown as Record<string, unknown>).Stripe;
  });

  it('replaces the frame with the fields, shows the load failure with a retry, and sends the token', async () => {
    const user = userEvent.setup();
    const { state } = serveCards({ member, cards: [], link: () => registration([linkedEntry('4444')]) });
    server.use(
      http.get('/api/card-entry', () =>
        jsonResponse({
          provider: 'hosted-fields',
          name: 'Stripe.js',
          scriptUrl: SCRIPT_URL,
          globalName: 'Stripe',
          publishableKey: 'pk_test_program',
        }),
      ),
    );
    renderRoutes(PAGE, { member, partner: testPartner() });
    await screen.findByRole('form', { name: 'Link a card' });
    await waitFor(() => expect(providerScripts()).toHaveLength(1));
    // The own frame is gone, and the provider's script is blocked.
    expect(screen.queryByTitle('Secure card number entry')).not.toBeInTheDocument();
    act(() => void providerScripts()[0]!.dispatchEvent(new Event('error')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to load Stripe\.js\. /);

    defineProvider();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(providerScripts()).toHaveLength(1));
    act(() => void providerScripts()[0]!.dispatchEvent(new Event('load')));
    const field = await screen.findByRole('textbox', { name: 'Card number (pk_test_program)' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field, '5555555555554444');
    await user.click(screen.getByRole('checkbox', { name: /Linking a card/ }));
    await user.click(submitButton());
    expect(await screen.findAllByText('Your card ending in 4444 has been linked.')).not.toHaveLength(0);
    expect(state.posts[0]?.creditCards).toEqual([
      { cardToken: 'tok_provider_0001', lastFour: '4444', cardType: 'mastercard' },
    ]);
  });
});

describe('partner-loaded cards', () => {
  const partner = testPartner({ hasPartnerLoadedCards: true });
  const loaded = [
    card('pc_1', '3333', { partnerCardId: 'p1', linkedAt: null }),
    card('pc_2', '4444', { partnerCardId: 'p2', linkedAt: null }),
  ];

  it("sends the chosen ones by id, and lists each failure's line when some fail", async () => {
    const user = userEvent.setup();
    const { state } = await open(
      {
        cards: [],
        partnerCards: loaded,
        link: () =>
          registration([
            linkedEntry('3333', { partnerCardId: 'p1' }),
            failedEntry('4444', 'CARD_ALREADY_LINKED', CARD_REGISTRATION_MESSAGES.CARD_ALREADY_LINKED),
          ]),
      },
      partner,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Card ending in 3333' }));
    await user.click(screen.getByRole('checkbox', { name: 'Card ending in 4444' }));
    expect(screen.getByText('You can link 10 more cards.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Linking a card/ }));
    await user.click(submitButton());
    const result = await screen.findByText('Some of your cards were linked. The cards below were not:');
    expect(result.parentElement).toHaveTextContent(
      'Visa ending in 4444 - CARD_ALREADY_LINKED: This card is already linked to your account.',
    );
    expect(result.parentElement).toHaveTextContent('Your card ending in 3333 has been linked.');
    expect(state.posts[0]?.creditCards).toEqual([
      { cardId: 'pc_1', lastFour: '3333', cardType: 'visa' },
      { cardId: 'pc_2', lastFour: '4444', cardType: 'visa' },
    ]);
    // The linked one is no longer offered; the selection cleared.
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Card ending in 3333' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('checkbox', { name: 'Card ending in 4444' })).not.toBeChecked();
  });

  it('at the maximum disables the unselected checkboxes and warns', async () => {
    const user = userEvent.setup();
    const eleven = Array.from({ length: 11 }, (_, i) => card(`mc_${i}`, String(1000 + i)));
    await open({ cards: eleven, partnerCards: loaded }, partner);
    await user.click(await screen.findByRole('checkbox', { name: 'Card ending in 3333' }));
    expect(screen.getByRole('checkbox', { name: 'Card ending in 4444' })).toBeDisabled();
    expect(screen.getByText('The maximum number of cards has been selected.')).toBeInTheDocument();
    expect(screen.getByText('You can link 0 more cards.')).toBeInTheDocument();
    // A typed card on top would pass the maximum: submit waits.
    fakeFrame.type();
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Card ending in 3333' }));
    expect(screen.getByRole('checkbox', { name: 'Card ending in 4444' })).toBeDisabled();
  });

  it('shows the notice that the maximum is reached instead of the form at 12 cards', async () => {
    await open({ cards: Array.from({ length: 12 }, (_, i) => card(`mc_${i}`, String(1000 + i))) }, partner);
    expect(await screen.findByText(/You have linked the maximum of 12 cards/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Link a card' })).not.toBeInTheDocument();
  });
});

describe('a card that earns in another program', () => {
  it('moves here only when the member confirms the notice, sent again with confirmProgramMove and a new bot check', async () => {
    const user = userEvent.setup();
    const { state } = await open({
      cards: [],
      link: (_body, call) =>
        call === 1
          ? registration([
              failedEntry('4242', 'CARD_IN_OTHER_PROGRAM', CARD_REGISTRATION_MESSAGES.CARD_IN_OTHER_PROGRAM),
            ])
          : registration([linkedEntry('4242')]),
    });
    await screen.findByRole('form', { name: 'Link a card' });
    fakeFrame.type('4242');
    await user.click(screen.getByRole('checkbox', { name: /Linking a card/ }));
    await user.click(submitButton());
    const notice = await screen.findByRole('region', { name: 'This card earns in another dining program' });
    expect(screen.getByRole('alert', { name: 'ERROR' })).toHaveTextContent('No cards were linked.');
    await user.click(within(notice).getByRole('button', { name: 'Move card ending in 4242 here' }));
    expect(await screen.findAllByText('Your card ending in 4242 has been linked.')).not.toHaveLength(0);
    expect(state.posts.map((post) => [post.gRecaptchaResponse, post.creditCards[0]])).toEqual([
      ['captcha-1', expect.not.objectContaining({ confirmProgramMove: true })],
      ['captcha-2', expect.objectContaining({ encryptedCardNumber: 'QUJDREVG', confirmProgramMove: true })],
    ]);
    expect(fakeFrame.submit).toHaveBeenCalledTimes(1);
  });

  it('stays where it is when the member declines', async () => {
    const user = userEvent.setup();
    const { state } = await open({
      cards: [],
      link: () =>
        registration([failedEntry('4242', 'CARD_IN_OTHER_PROGRAM', CARD_REGISTRATION_MESSAGES.CARD_IN_OTHER_PROGRAM)]),
    });
    await screen.findByRole('form', { name: 'Link a card' });
    fakeFrame.type('4242');
    await user.click(screen.getByRole('checkbox', { name: /Linking a card/ }));
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Keep it there' }));
    expect(screen.queryByRole('region', { name: /another dining program/ })).not.toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
  });
});
