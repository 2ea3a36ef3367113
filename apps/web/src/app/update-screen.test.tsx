import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { footerEntry, navbarEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { serveStartup } from '@/testing/serve-startup';
import { App } from './app';

const IPHONE_APP = (version: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 canvas/${version}`;

function startApp(userAgent: string, minimumAppVersion = '3.0.0') {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  serveStartup({
    partner: testPartner({ minimumAppVersion }),
    content: { '*': [navbarEntry(), footerEntry()], home: [visitorHomeEntry] },
  });
  render(<App queryClient={createQueryClient()} />);
}

describe('the update screen of the native app', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('replaces the app below the minimum version, with the store of the device', async () => {
    startApp(IPHONE_APP('2.9.0'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Version Available' })).toBeInTheDocument();
    expect(screen.getByText('Update now to keep using the app.')).toBeInTheDocument();
    // The program's own app (partner setting appStoreIds), not the App Store's home page.
    expect(screen.getByRole('link', { name: 'Update Now' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id6470000042',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends an Android phone to the program app on Google Play', async () => {
    startApp('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile canvas/2.0.0');
    expect(await screen.findByRole('link', { name: 'Update Now' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.testair.dining',
    );
  });

  it('shows the app at the minimum version and in a plain browser', async () => {
    startApp(IPHONE_APP('3.0.0'));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('New Version Available')).not.toBeInTheDocument();
  });

  it('never shows it to a browser, whatever the minimum', async () => {
    startApp('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', '99.0.0');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText('New Version Available')).not.toBeInTheDocument();
  });
});
