import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimOverlay, claimedOverlayKinds, resetOverlaysForTests } from '@/lib/overlays';
import { createQueryClient } from '@/lib/query-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { announcementEntry, footerEntry, navbarEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { serveStartup, testMember } from '@/testing/serve-startup';
import { App } from '../../app';

const popupEntry = (modalType: string, title: string, url: string): ContentEntry => ({
  slug: modalType,
  fields: {
    modal_type: modalType,
    title,
    body_text: 'Pay with your linked card and earn {{currency_plural}}.',
    link: { text: 'LEARN MORE', url },
  },
});

function startApp(settings: Parameters<typeof testPartner>[0], member = null as ReturnType<typeof testMember> | null) {
  serveStartup({
    partner: testPartner(settings),
    member,
    content: {
      '*': [navbarEntry(settings?.enrollmentType ?? 'direct'), footerEntry()],
      home: [visitorHomeEntry],
      announcement_banner: [announcementEntry],
      popup: [
        popupEntry('cashback_announcement', 'This is big', '/earn/this-is-big'),
        popupEntry('temporary_sso', 'Sign in with your Test Air account', '/Login'),
      ],
    },
  });
  render(<App queryClient={createQueryClient()} />);
}

/** The dialogs are a lazy chunk: findBy* waits the shared budget for a busy machine (testing/setup.ts). */
const findDialog = (name: string) => screen.findByRole('dialog', { name });

describe('the shell modals in the app', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // A test that follows a link leaves the address there; every test starts on the home page.
    window.history.replaceState(null, '', '/');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    resetOverlaysForTests();
  });

  it('shows the general popup once: Close stores its type, the page comes back and focus returns', async () => {
    startApp({ generalModalType: 'cashback_announcement' });
    const dialog = await findDialog('This is big');
    expect(dialog).toHaveTextContent('Pay with your linked card and earn miles.');
    expect(screen.getByRole('link', { name: 'LEARN MORE' })).toHaveAttribute('href', '/earn/this-is-big');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.generalPopup)).toBe('cashback_announcement');
  });

  it('does not show the general popup again once its type is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.generalPopup, 'cashback_announcement');
    startApp({ generalModalType: 'cashback_announcement' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the announcement modal; Escape dismisses it for a day', async () => {
    startApp({ appAnnouncementModal: true });
    const dialog = await findDialog('Announcement');
    expect(dialog).toHaveTextContent(/./);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const stored = Number(window.localStorage.getItem(STORAGE_KEYS.announcementDismissed));
    expect(Date.now() - stored).toBeLessThan(60_000);
  });

  it('invites a visitor of an sso partner to sign in, once; following the link counts as closing', async () => {
    startApp({ enrollmentType: 'sso', hasTemporarySsoModal: true });
    await findDialog('Sign in with your Test Air account');
    await userEvent.click(screen.getByRole('link', { name: 'LEARN MORE' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.temporarySsoModalDismissed)).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a signed-in member no sign-in invitation', async () => {
    startApp({ enrollmentType: 'sso', hasTemporarySsoModal: true }, testMember());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while a page dialog is open, and opens once it has closed (one overlay at a time)', async () => {
    const orderDialog = claimOverlay('dialog');
    startApp({ appAnnouncementModal: true });
    await waitFor(() => expect(claimedOverlayKinds()).toContain('shellModal'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    orderDialog.release();
    expect(await findDialog('Announcement')).toBeInTheDocument();
  });

  it('shows one modal per page load even when several are due', async () => {
    startApp({ appAnnouncementModal: true, generalModalType: 'cashback_announcement' });
    await findDialog('Announcement');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
