import { describe, expect, it } from 'vitest';
import { CONTENT_NAMES, TIER_LEVELS } from '../constants';
import type { ContentEntry } from '../contracts/content';
import { USER_STATES, filterContentEntries, homeEntriesFor, userStateFor } from './content-filters';

const entry = (slug: string, fields: Record<string, unknown>): ContentEntry => ({ slug, fields });
const slugs = (entries: ContentEntry[]) => entries.map((e) => e.slug);

describe('filterContentEntries', () => {
  it('drops home entries without a non-empty user_states list', () => {
    const entries = [
      entry('kept', { user_states: ['member'] }),
      entry('empty', { user_states: [] }),
      entry('missing', {}),
      entry('not-a-list', { user_states: 'member' }),
    ];
    expect(slugs(filterContentEntries('home', entries))).toEqual(['kept']);
  });

  it('drops account_center entries without a referral_link', () => {
    const entries = [
      entry('kept', { referral_link: { is_enabled: false, title: 't', description: 'd' } }),
      entry('null', { referral_link: null }),
      entry('missing', { link_groups: [] }),
    ];
    expect(slugs(filterContentEntries('account_center', entries))).toEqual(['kept']);
  });

  it('drops announcement entries without banner_copy', () => {
    const entries = [
      entry('kept', { banner_copy: [{ type: 'text', copy: 'Hi' }] }),
      entry('missing', { tooltip_copy: 'x' }),
    ];
    expect(slugs(filterContentEntries('announcement_banner', entries))).toEqual(['kept']);
  });

  it('drops earn_details entries without a url', () => {
    const entries = [
      entry('kept', { url: '/earn' }),
      entry('blank', { url: '' }),
      entry('missing', { browser_title: 'x' }),
    ];
    expect(slugs(filterContentEntries('earn_details', entries))).toEqual(['kept']);
  });

  it('drops earn_banner entries whose text is empty', () => {
    const entries = [
      entry('items', { text: [{ type: 'title', text_desktop: 'a', text_mobile: 'a' }] }),
      entry('string', { text: 'Earn more' }),
      entry('no-items', { text: [] }),
      entry('blank', { text: '   ' }),
      entry('missing', {}),
    ];
    expect(slugs(filterContentEntries('earn_banner', entries))).toEqual(['items', 'string']);
  });

  it('passes entries of the other groups through untouched', () => {
    const ruled = new Set(['home', 'account_center', 'announcement_banner', 'earn_details', 'earn_banner']);
    const entries = [entry('a', {}), entry('b', { anything: 1 })];
    for (const name of CONTENT_NAMES.filter((n) => !ruled.has(n))) {
      expect(filterContentEntries(name, entries)).toEqual(entries);
    }
  });
});

describe('userStateFor', () => {
  it('gives every tier level its own user state and a visitor the signed-out one', () => {
    const states = TIER_LEVELS.map((tierLevel) => userStateFor({ tierLevel }));
    expect(new Set([...states, userStateFor(null)]).size).toBe(USER_STATES.length);
    expect(userStateFor(null)).toBe('not_signed_in');
    expect(userStateFor({ tierLevel: 'NonActivated' })).toBe('not_activated');
    expect(userStateFor({ tierLevel: 'VIP' })).toBe('tier_3');
  });
});

describe('homeEntriesFor', () => {
  const entries = [
    entry('visitor', { user_states: ['not_signed_in'] }),
    entry('members', { user_states: ['member', 'not_activated'] }),
    entry('select', { user_states: ['tier_2'] }),
    entry('broken', { user_states: [] }),
  ];

  it('returns the entries that name the user state', () => {
    expect(slugs(homeEntriesFor(entries, 'not_signed_in'))).toEqual(['visitor']);
    expect(slugs(homeEntriesFor(entries, 'not_activated'))).toEqual(['members']);
    expect(slugs(homeEntriesFor(entries, 'tier_2'))).toEqual(['select']);
  });

  it('falls back to the member entries for a tier without its own entry', () => {
    expect(slugs(homeEntriesFor(entries, 'tier_3'))).toEqual(['members']);
  });

  it('does not fall back for a visitor', () => {
    expect(homeEntriesFor([entry('members', { user_states: ['member'] })], 'not_signed_in')).toEqual([]);
  });
});
