import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_REGISTRATION_MESSAGES } from '@forkpoint/shared/contracts/cards';
import type * as CardFrameClient from '@/lib/card-frame-client';
import { toast } from 'react-toastify/unstyled';
import { renderRoutes } from '@/testing/render-app';
import { testMember } from '@/testing/serve-startup';
import { failedEntry, fakeFrame, linkedEntry, registration, serveCards } from '@/testing/cards-test-server';

const captcha = vi.hoisted(() => ({ solve: vi.fn(async () => 'captcha-answer') }));
vi.mock('@/lib/captcha/use-captcha', () => ({
  useCaptcha: () => captcha.solve,
  useCaptchaMessage: () => 'You must complete the security check to continue.',
  useCaptchaStatus: () => 'ready',
}));
vi.mock('@/lib/card-frame-client', async (importOriginal) => ({
  ...(await importOriginal<typeof CardFrameClient>()),
  mountCardFrame: (await import('@/testing/cards-test-server')).fakeMountCardFrame,
}));

beforeEach(() => fakeFrame.clear());
afterEach(() => {
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function linkTypedCard(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, submit: string) {
  fakeFrame.type('4242');
  await user.click(within(form).getByRole('checkbox', { name: /Linking a card/ }));
  await user.click(within(form).getByRole('button', { name: submit }));
}

describe('enrollment step 2 (/add_card)', () => {
  it('links a card with the link-card form, then goes to /card_added', async () => {
    const user = userEvent.setup();
    const nonCard = testMember({ memberType: 'NonCardMember' });
    const { state } = serveCards({
      member: (linked) => (linked ? testMember() : nonCard),
      link: () => registration([linkedEntry('4242')]),
    });
    renderRoutes('/add_card', { member: nonCard });
    const form = await screen.findByRole('form', { name: 'Add a card' });
    expect(screen.getByRole('link', { name: 'No thanks' })).toBeInTheDocument();
    await linkTypedCard(user, form, 'Link card');
    expect(await screen.findByRole('heading', { level: 1, name: 'Card Added' })).toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
  });

  it('asks a visitor to sign in rather than showing a form that cannot link', async () => {
    serveCards({});
    renderRoutes('/add_card', { member: null });
    await screen.findByRole('heading', { level: 1, name: 'Add a Card' });
    expect(await within(screen.getByRole('main')).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('form', { name: 'Add a card' })).not.toBeInTheDocument();
  });
});

describe('re-enrollment of a closed account', () => {
  const closed = testMember({ memberType: 'ClosedAccountMember' });
  const reenrollment = () => screen.getByRole('region', { name: /^Welcome back to/ });

  it('replaces the footer with the notices, the card form and "sign in later"; a linked card reopens the account and goes to /account', async () => {
    const user = userEvent.setup();
    const { state } = serveCards({
      member: (linked) => (linked ? testMember() : closed),
      link: () => registration([linkedEntry('4242')]),
    });
    renderRoutes('/', { member: closed });
    const form = await within(await screen.findByRole('region', { name: /^Welcome back to/ })).findByRole('form', {
      name: 'Link a card to reopen your account',
    });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(reenrollment()).toHaveTextContent('Your linked card was deleted');
    expect(reenrollment()).toHaveTextContent('Add a card to reopen your account');
    expect(within(form).getByRole('link', { name: 'sign in later' })).toHaveAttribute('href', '/SignOut');

    await linkTypedCard(user, form, 'Link card');
    expect(await screen.findByText('Your card ending in 4242 has been linked.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Overview' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    expect(state.posts[0]?.creditCards).toEqual([expect.objectContaining({ lastFour: '4242' })]);
  });

  it('sets the card registration errors on the form and stays closed when the card fails', async () => {
    const user = userEvent.setup();
    serveCards({
      member: closed,
      link: () =>
        registration([
          failedEntry(
            '4242',
            'CARD_LINKED_TO_ANOTHER_MEMBER',
            CARD_REGISTRATION_MESSAGES.CARD_LINKED_TO_ANOTHER_MEMBER,
          ),
        ]),
    });
    renderRoutes('/', { member: closed });
    const form = await within(await screen.findByRole('region', { name: /^Welcome back to/ })).findByRole('form', {
      name: 'Link a card to reopen your account',
    });
    await linkTypedCard(user, form, 'Link card');
    expect(await within(form).findByRole('alert', { name: 'ERROR' })).toHaveTextContent(
      `Visa ending in 4242 - CARD_LINKED_TO_ANOTHER_MEMBER: ${CARD_REGISTRATION_MESSAGES.CARD_LINKED_TO_ANOTHER_MEMBER}`,
    );
    expect(reenrollment()).toBeInTheDocument();
  });
});
