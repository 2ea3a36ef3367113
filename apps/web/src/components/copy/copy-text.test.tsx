import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CopyLink } from './copy-link';
import { CopyText } from './copy-text';
import { CopyLinkSettingsContext, type CopyLinkSettings } from './link-settings';

const settings: CopyLinkSettings = {
  routes: { sign_in: '/login', sign_out: '/SignOut' },
  reloadTokens: ['sign_out'],
  supportPhone: { href: 'tel:+1-800-555-0100', formatted: '1-800-555-0100' },
  supportEmail: { href: 'https://help.example.com/contact', display: 'help.example.com/contact' },
  shortCode: null,
  registeredMarkSuperscript: true,
};

function renderCopy(node: ReactNode, value: CopyLinkSettings = settings) {
  return render(
    <MemoryRouter>
      <CopyLinkSettingsContext.Provider value={value}>{node}</CopyLinkSettingsContext.Provider>
    </MemoryRouter>,
  );
}

describe('copy text', () => {
  it('renders link tokens as links among the words', () => {
    const { container } = renderCopy(
      <CopyText text="Already a member? [[sign_in|Sign in]] or call [[support_phone]]." />,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:+1-800-555-0100');
    expect(container).toHaveTextContent('Already a member? Sign in or call 1-800-555-0100.');
  });

  it('opens an external link in a new tab and says so to screen readers', () => {
    renderCopy(<CopyText text="Write to [[support_email]]." />);
    const link = screen.getByRole('link', { name: 'help.example.com/contact (Opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the "MISSING SHORT CODE" marker in place of an absent short code', () => {
    renderCopy(<CopyText text="Text JOIN to [[sms_short_code]]." />);
    expect(screen.getByText('MISSING SHORT CODE')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sets the registered mark as superscript for an ordinary body font', () => {
    const { container } = renderCopy(<CopyText text="Test Air® Dining and [[sign_in|Sign in®]]" />);
    const marks = container.querySelectorAll('sup');
    expect(marks).toHaveLength(2);
    expect([...marks].map((mark) => mark.textContent)).toEqual(['®', '®']);
    expect(container).toHaveTextContent('Test Air® Dining and Sign in®');
  });

  it('leaves the registered mark as drawn when the body font is a brand font', () => {
    const { container } = renderCopy(<CopyText text="Test Air® Dining" />, {
      ...settings,
      registeredMarkSuperscript: false,
    });
    expect(container.querySelector('sup')).toBeNull();
    expect(container).toHaveTextContent('Test Air® Dining');
  });
});

describe('copy links', () => {
  it('routes in-app paths and opens external pages in a new tab whatever the copy says', () => {
    renderCopy(
      <>
        <CopyLink text="Search" url="/search" />
        <CopyLink text="App Store" url="https://apps.apple.com/" newTab={false} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Search' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'App Store (Opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });
});
