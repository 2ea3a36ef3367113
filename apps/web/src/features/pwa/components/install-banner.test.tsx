import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@forkpoint/shared/dates/durations';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { testPartner } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render-app';
import { captureInstallPrompt } from '../lib/install-prompt';

captureInstallPrompt();

function fireInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(async () => undefined);
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

const banner = () => screen.queryByRole('complementary', { name: /Get the .+ app/ });

/** The banner in the app's layout (app/layout/app-layout.tsx), on the home page. */
describe('the install banner', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
  });

  it('appears with the browser install event; Install calls the browser prompt and closes once accepted', async () => {
    renderRoutes('/');
    expect(banner()).not.toBeInTheDocument();
    const prompt = fireInstallPrompt('accepted');
    expect(
      await screen.findByRole('complementary', { name: 'Get the Test Air Dining app' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays when the member dismisses the browser dialog', async () => {
    renderRoutes('/');
    fireInstallPrompt('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }, { timeout: 5000 }));
    expect(screen.getByRole('complementary', { name: /Get the/ })).toBeInTheDocument();
  });

  it('Maybe later stores the date 30 days ahead and closes', async () => {
    renderRoutes('/');
    fireInstallPrompt('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Maybe later' }, { timeout: 5000 }));
    expect(banner()).not.toBeInTheDocument();
    const days = (Date.parse(window.localStorage.getItem(STORAGE_KEYS.installLater) ?? '') - Date.now()) / DAY_MS;
    expect(Math.round(days)).toBe(30);
  });

  it('is never shown when the partner turns it off', async () => {
    renderRoutes('/', { partner: testPartner({ hasPWAInstallBanner: false }) });
    fireInstallPrompt('dismissed');
    // The banner is in lazy chunks: give them the time the other tests' banner needs to appear.
    await expect(screen.findByRole('complementary', { name: /Get the/ }, { timeout: 2000 })).rejects.toThrow();
  });
});
