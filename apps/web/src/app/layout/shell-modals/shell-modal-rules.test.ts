import { ANNOUNCEMENT_DISMISSAL_SECONDS } from '@forkpoint/shared/constants';
import { describe, expect, it } from 'vitest';
import { dueShellModal, type ShellModalInputs } from './shell-modal-rules';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const DISMISSAL_MS = ANNOUNCEMENT_DISMISSAL_SECONDS * 1000;

function inputs(over: {
  settings?: Partial<ShellModalInputs['settings']>;
  stored?: Partial<ShellModalInputs['stored']>;
  hasCopy?: Partial<ShellModalInputs['hasCopy']>;
  pathname?: string;
  viewer?: ShellModalInputs['viewer'];
  insideNativeApp?: boolean;
}): ShellModalInputs {
  return {
    settings: { hasTemporarySsoModal: false, appAnnouncementModal: false, generalModalType: null, ...over.settings },
    pathname: over.pathname ?? '/search',
    viewer: over.viewer ?? 'visitor',
    insideNativeApp: over.insideNativeApp ?? false,
    hasCopy: { temporarySso: true, announcement: true, generalPopup: true, ...over.hasCopy },
    stored: { generalPopupType: null, announcementDismissedAt: null, temporarySsoDismissed: false, ...over.stored },
    now: NOW,
  };
}

describe('the general popup', () => {
  const popup = { generalModalType: 'cashback_announcement' };

  it('shows while the stored marker differs from the partner type, and not once it matches', () => {
    expect(dueShellModal(inputs({ settings: popup }))).toBe('generalPopup');
    expect(dueShellModal(inputs({ settings: popup, stored: { generalPopupType: 'older_type' } }))).toBe('generalPopup');
    expect(
      dueShellModal(inputs({ settings: popup, stored: { generalPopupType: 'cashback_announcement' } })),
    ).toBeNull();
  });

  it('needs a popup type and copy of that type', () => {
    expect(dueShellModal(inputs({}))).toBeNull();
    expect(dueShellModal(inputs({ settings: popup, hasCopy: { generalPopup: false } }))).toBeNull();
  });
});

describe('the announcement modal', () => {
  const on = { appAnnouncementModal: true };

  it('shows until dismissed, and again one day after the dismissal', () => {
    expect(dueShellModal(inputs({ settings: on }))).toBe('announcement');
    expect(
      dueShellModal(inputs({ settings: on, stored: { announcementDismissedAt: NOW - DISMISSAL_MS + 1 } })),
    ).toBeNull();
    expect(dueShellModal(inputs({ settings: on, stored: { announcementDismissedAt: NOW - DISMISSAL_MS } }))).toBe(
      'announcement',
    );
  });

  it('treats a dismissal dated in the future (a tampered value) as none', () => {
    expect(dueShellModal(inputs({ settings: on, stored: { announcementDismissedAt: NOW + 1000 } }))).toBe(
      'announcement',
    );
  });

  it.each(['/discover', '/discover/dining', '/login', '/Login', '/join', '/join/step-2'])(
    'stays off %s',
    (pathname) => {
      expect(dueShellModal(inputs({ settings: on, pathname }))).toBeNull();
    },
  );

  it('shows on paths that only begin like those', () => {
    expect(dueShellModal(inputs({ settings: on, pathname: '/joined-offers' }))).toBe('announcement');
  });

  it('stays off inside the native app and for closed-account members, and without the setting or copy', () => {
    expect(dueShellModal(inputs({ settings: on, insideNativeApp: true }))).toBeNull();
    expect(dueShellModal(inputs({ settings: on, viewer: 'closedAccount' }))).toBeNull();
    expect(dueShellModal(inputs({}))).toBeNull();
    expect(dueShellModal(inputs({ settings: on, hasCopy: { announcement: false } }))).toBeNull();
  });

  it('shows to members too', () => {
    expect(dueShellModal(inputs({ settings: on, viewer: 'cardMember' }))).toBe('announcement');
  });
});

describe('the temporary sign-in invitation', () => {
  const on = { hasTemporarySsoModal: true };

  it('shows visitors once, until dismissed', () => {
    expect(dueShellModal(inputs({ settings: on }))).toBe('temporarySso');
    expect(dueShellModal(inputs({ settings: on, stored: { temporarySsoDismissed: true } }))).toBeNull();
  });

  it('is not shown to members, closed accounts included, nor on the sign-in and join pages', () => {
    expect(dueShellModal(inputs({ settings: on, viewer: 'cardMember' }))).toBeNull();
    expect(dueShellModal(inputs({ settings: on, viewer: 'closedAccount' }))).toBeNull();
    expect(dueShellModal(inputs({ settings: on, pathname: '/login' }))).toBeNull();
    expect(dueShellModal(inputs({ settings: on, pathname: '/join' }))).toBeNull();
  });

  it('needs the setting and its copy', () => {
    expect(dueShellModal(inputs({ settings: { hasTemporarySsoModal: false } }))).toBeNull();
    expect(dueShellModal(inputs({ settings: on, hasCopy: { temporarySso: false } }))).toBeNull();
  });
});

describe('one modal at a time', () => {
  it('picks the invitation, then the announcement, then the general popup', () => {
    const all = { hasTemporarySsoModal: true, appAnnouncementModal: true, generalModalType: 'cashback_announcement' };
    expect(dueShellModal(inputs({ settings: all }))).toBe('temporarySso');
    expect(dueShellModal(inputs({ settings: all, stored: { temporarySsoDismissed: true } }))).toBe('announcement');
    expect(
      dueShellModal(inputs({ settings: all, stored: { temporarySsoDismissed: true, announcementDismissedAt: NOW } })),
    ).toBe('generalPopup');
  });
});
