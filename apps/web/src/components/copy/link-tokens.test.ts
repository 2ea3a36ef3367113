import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_NAMES, type LinkTokenName } from '@forkpoint/shared/content/copy-tokens';
import type { CopyLinkSettings } from './link-settings';
import { MISSING_SHORT_CODE, resolveLinkToken, supportContactLink } from './link-tokens';

const settings: CopyLinkSettings = {
  routes: {
    sign_in: '/login',
    activate: '/activate',
    join: '/join',
    recover: '/recover',
    delete_card: '/account/manage_cards',
    terms: '/earn/terms',
    privacy: '/earn/privacy',
    offers: '/search',
    events: '/discover',
    home: '/',
    sign_out: '/SignOut',
    recent_activity_disclaimer: '/account/recent_activity',
  },
  reloadTokens: ['sign_out'],
  supportPhone: { href: 'tel:+1-800-555-0100', formatted: '1-800-555-0100' },
  supportEmail: { href: 'mailto:help@testair.example', display: 'help@testair.example' },
  shortCode: '28376',
  registeredMarkSuperscript: true,
};

describe('link tokens in copy', () => {
  it('turns every placeholder token of the spec into a link', () => {
    for (const name of LINK_TOKEN_NAMES) {
      const link = resolveLinkToken(name, 'the words', settings);
      expect(link.kind, name).toMatch(/^(route|reload|href)$/);
      expect(link.text, name).toBe('the words');
    }
  });

  it.each<[LinkTokenName, string]>([
    ['sign_in', '/login'],
    ['activate', '/activate'],
    ['join', '/join'],
    ['recover', '/recover'],
    ['delete_card', '/account/manage_cards'],
    ['terms', '/earn/terms'],
    ['privacy', '/earn/privacy'],
    ['offers', '/search'],
    ['events', '/discover'],
    ['home', '/'],
    ['recent_activity_disclaimer', '/account/recent_activity'],
  ])('links [[%s]] to its page %s through the router', (name, to) => {
    expect(resolveLinkToken(name, 'go', settings)).toEqual({ kind: 'route', to, text: 'go' });
  });

  it('links [[sign_out]] with a full page load, since signing out reloads the app', () => {
    expect(resolveLinkToken('sign_out', 'Sign out', settings)).toEqual({
      kind: 'reload',
      href: '/SignOut',
      text: 'Sign out',
    });
  });

  it('calls the support phone for [[support_phone]] and [[partner_phone]], worded as the formatted number', () => {
    for (const name of ['support_phone', 'partner_phone'] as const) {
      expect(resolveLinkToken(name, '', settings)).toEqual({
        kind: 'href',
        href: 'tel:+1-800-555-0100',
        text: '1-800-555-0100',
        newTab: false,
      });
    }
  });

  it('writes to the support e-mail for [[support_email]] and [[find_partner_number]]', () => {
    expect(resolveLinkToken('support_email', '', settings)).toEqual({
      kind: 'href',
      href: 'mailto:help@testair.example',
      text: 'help@testair.example',
      newTab: false,
    });
    expect(resolveLinkToken('find_partner_number', 'Find your number', settings)).toMatchObject({
      href: 'mailto:help@testair.example',
      text: 'Find your number',
    });
  });

  it('texts the short code for [[sms_short_code]]', () => {
    expect(resolveLinkToken('sms_short_code', '', settings)).toEqual({
      kind: 'href',
      href: 'sms:28376',
      text: '28376',
      newTab: false,
    });
  });

  it('shows the "MISSING SHORT CODE" marker when the partner has no short code', () => {
    expect(resolveLinkToken('sms_short_code', 'Text us', { ...settings, shortCode: null })).toEqual({
      kind: 'marker',
      text: MISSING_SHORT_CODE,
    });
    expect(MISSING_SHORT_CODE).toBe('MISSING SHORT CODE');
  });

  it('gives a token written without words the words of its page', () => {
    expect(resolveLinkToken('sign_in', '', settings).text).toBe('Sign in');
    expect(resolveLinkToken('terms', '  ', settings).text).toBe('Program Terms');
  });

  it('shows only the words for a page the partner does not offer', () => {
    const noSignIn = { ...settings, routes: { ...settings.routes, sign_in: undefined } };
    expect(resolveLinkToken('sign_in', 'Sign in', noSignIn)).toEqual({ kind: 'text', text: 'Sign in' });
  });

  it('shows only the words outside the shell, where nothing says where links go', () => {
    expect(resolveLinkToken('support_phone', 'Call us', null)).toEqual({ kind: 'text', text: 'Call us' });
  });
});

describe('the support contact', () => {
  it('is an e-mail when its display matches the simple e-mail pattern', () => {
    expect(supportContactLink({ href: 'mailto:care@rebatelle.example', display: 'care@rebatelle.example' })).toEqual({
      href: 'mailto:care@rebatelle.example',
      text: 'care@rebatelle.example',
      isEmail: true,
      newTab: false,
    });
  });

  it('is a link otherwise, opening the contact page in a new tab', () => {
    expect(
      supportContactLink({ href: 'https://help.greyfen.example/contact', display: 'help.greyfen.example/contact' }),
    ).toEqual({
      href: 'https://help.greyfen.example/contact',
      text: 'help.greyfen.example/contact',
      isEmail: false,
      newTab: true,
    });
  });

  it('decides by the pattern, not by the kind of link configured', () => {
    // A mailto: link whose display is no address is still shown as the partner wrote it, as a link.
    expect(supportContactLink({ href: 'mailto:help@x.example', display: 'Write to us' })).toMatchObject({
      href: 'mailto:help@x.example',
      isEmail: false,
    });
    expect(supportContactLink({ href: 'https://x.example/help', display: 'help@x.example' })).toMatchObject({
      href: 'mailto:help@x.example',
      isEmail: true,
    });
  });
});
