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
    const update = screen.getByRole('link', { name: 'Update Now' });
    expect(update.getAttribute('href')).toMatch(/apple|apps\./i);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
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
