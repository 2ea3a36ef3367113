import { readFileSync, readdirSync, existsSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_NAMES,
  CURRENCY_TYPES,
  ENROLLMENT_TYPES,
  type Partner,
  type PartnerFile,
  partnerSchema,
} from '@forkpoint/shared';
import {
  USER_STATES,
  copyTermsFor,
  expandCopyDeep,
  fieldsSchemaFor,
  filterContentEntries,
  homeEntriesFor,
  isCopyTokenName,
  isLinkTokenName,
  listCopyTokenNames,
  listLinkTokenNames,
} from '@forkpoint/shared/content/index';
import { type SeedContentEntry, defaultContentFor } from './index';

const partnersDir = new URL('../../../../../../partners/', import.meta.url);

/** The real partner files, read directly (the partner loader is separate work). */
function partnerFiles(): Array<[string, Partner]> {
  if (!existsSync(partnersDir)) return [];
  return readdirSync(partnersDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file, partnerSchema.parse(JSON.parse(readFileSync(new URL(file, partnersDir), 'utf8')))]);
}

const basePartner: PartnerFile = {
  code: 'testair',
  name: 'Test Air',
  kind: 'airline',
  routeMeta: { '/': { title: 'Test Air Dining', description: 'Dine and earn miles.' } },
  customerSupport: {
    phone: { href: 'tel:+1-800-555-0100', formatted: '1-800-555-0100' },
    email: { href: 'mailto:help@example.com', display: 'help@example.com' },
  },
  theme: {
    colors: {
      primary: '#123456',
      onPrimary: '#ffffff',
      secondary: '#654321',
      onSecondary: '#ffffff',
      accent: '#ff8800',
      background: '#ffffff',
      surface: '#f5f5f5',
      text: '#111111',
      mutedText: '#555555',
      link: '#0044cc',
      border: '#dddddd',
    },
    fontFamily: 'system-ui, sans-serif',
    logo: 'logos/testair.svg',
    logoAlt: 'Test Air',
  },
  terms: {
    partner: 'Test Air',
    program: 'Test Air Dining',
    currencySingular: 'mile',
    currencyPlural: 'miles',
    bonusCurrency: 'bonus miles',
    partnerNumberLabel: 'Test Air member number',
  },
  earnRates: {
    basic: { amount: 1, perDollars: 2 },
    select: { amount: 3, perDollars: 1 },
    vip: { amount: 5, perDollars: 1 },
  },
};

/** The bonus catalog entries that the bonus settings name (the schema asks for them). */
const bonusesFor = (settings: Partial<PartnerFile>): PartnerFile['bonuses'] => [
  ...(settings.appOnlyBonusCode
    ? [{ code: settings.appOnlyBonusCode, description: 'An app bonus', kind: 'appOnly' as const, amount: 500 }]
    : []),
  ...(settings.newMemberSourceBonus
    ? [{ ...settings.newMemberSourceBonus, description: 'A card bonus', kind: 'newMember' as const, amount: 1000 }]
    : []),
];
const makePartner = (overrides: Partial<PartnerFile>): Partner =>
  partnerSchema.parse({ ...basePartner, bonuses: bonusesFor(overrides), ...overrides });

const settingsArbitrary = fc.record({
  enrollmentType: fc.constantFrom(...ENROLLMENT_TYPES),
  currencyType: fc.constantFrom(...CURRENCY_TYPES),
  hasVIP: fc.boolean(),
  hasDiscoverPage: fc.boolean(),
  hasReservationBonus: fc.boolean(),
  reservationBonusAmount: fc.integer({ min: 0, max: 500 }),
  generalModalType: fc.option(fc.constantFrom('cash_back', 'summer-2031'), { nil: null }),
  showFormPrivacyNotice: fc.boolean(),
  appOnlyBonusCode: fc.option(fc.constant('APPBONUS'), { nil: null }),
  newMemberSourceBonus: fc.option(fc.constant({ code: 'NMB90', enrollmentSource: 'card' }), { nil: null }),
  cardTypesAccepted: fc.subarray(['AMEX', 'DISC', 'MAST', 'VISA'] as const, { minLength: 1 }),
});

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** Every rule the default copy must keep for one partner; returns the problems found. */
function problemsOf(partner: Partner): string[] {
  const problems: string[] = [];
  const entries = defaultContentFor(partner);
  for (const name of CONTENT_NAMES) {
    const group = entries.filter((e) => e.contentName === name);
    if (filterContentEntries(name, group).length === 0) problems.push(`${name}: no entry survives the filter rules`);
    const slugs = group.map((e) => e.slug);
    if (new Set(slugs).size !== slugs.length) problems.push(`${name}: duplicate slugs ${slugs.join(', ')}`);
    if (group.some((e, i) => e.position !== i)) problems.push(`${name}: positions are not 0..n-1`);
  }
  const terms = copyTermsFor(partner.terms, {});
  for (const entry of entries) {
    const where = `${entry.contentName}/${entry.slug}`;
    const schema = fieldsSchemaFor(entry.contentName, entry.slug);
    const result = schema?.safeParse(entry.fields);
    if (!result?.success) problems.push(`${where}: ${result ? result.error.message : 'no schema for this slug'}`);
    for (const text of allStrings(entry.fields)) {
      for (const token of listCopyTokenNames(text))
        if (!isCopyTokenName(token)) problems.push(`${where}: unknown token {{${token}}}`);
      for (const link of listLinkTokenNames(text))
        if (!isLinkTokenName(link)) problems.push(`${where}: unknown link [[${link}]]`);
    }
    const leftOver = allStrings(expandCopyDeep(entry.fields, terms)).filter((text) => /\{\{.*?\}\}/.test(text));
    if (leftOver.length > 0) problems.push(`${where}: tokens left after expansion: ${leftOver.join(' | ')}`);
  }
  return problems;
}

const group = (entries: SeedContentEntry[], name: string) => entries.filter((e) => e.contentName === name);
const field = <T>(entries: SeedContentEntry[], name: string, slug: string, key: string): T =>
  entries.find((e) => e.contentName === name && e.slug === slug)?.fields[key] as T;

describe('defaultContentFor', () => {
  it('gives every partner file complete, valid copy in every group', () => {
    // Until partner files exist, a minimal partner built with the schema stands in for them.
    const partners = partnerFiles();
    const checked = partners.length > 0 ? partners : [['minimal partner', makePartner({})] as [string, Partner]];
    for (const [file, partner] of checked) expect(problemsOf(partner), file).toEqual([]);
  });

  it('gives complete, valid copy for any combination of partner settings', () => {
    fc.assert(
      fc.property(settingsArbitrary, (settings) => {
        const partner = makePartner(settings);
        expect(problemsOf(partner)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('flags the prospect e-mail form on the visitor home entry of direct partners only', () => {
    for (const enrollmentType of ENROLLMENT_TYPES) {
      const entries = defaultContentFor(makePartner({ enrollmentType }));
      const visitor = homeEntriesFor(group(entries, 'home'), 'not_signed_in');
      expect(visitor).toHaveLength(1);
      const banner = visitor[0]?.fields.banner as { show_prospect_form: boolean };
      expect(banner.show_prospect_form, enrollmentType).toBe(enrollmentType === 'direct');
    }
  });

  it('has home copy for every user state where members sign in, and only the visitor copy otherwise', () => {
    const withVip = group(defaultContentFor(makePartner({ hasVIP: true })), 'home');
    for (const state of USER_STATES) expect(homeEntriesFor(withVip, state), state).toHaveLength(1);
    const noSignIn = group(defaultContentFor(makePartner({ enrollmentType: 'none' })), 'home');
    expect(noSignIn.map((e) => e.fields.user_states)).toEqual([['not_signed_in']]);
  });

  it('words and links sign-in and join by enrollment type', () => {
    type Auth = { sign_in: { url: string } | null; join: { text: string; url: string } } | null;
    const auth = (enrollmentType: 'direct' | 'sso' | 'none') =>
      field<Auth>(defaultContentFor(makePartner({ enrollmentType })), '*', 'navbar', 'auth');
    expect(auth('direct')).toMatchObject({ sign_in: { url: '/login' }, join: { url: '/join' } });
    expect(auth('sso')).toMatchObject({ sign_in: null, join: { url: '/login' } });
    expect(auth('sso')?.join.text).toContain('{{partner}}');
    expect(auth('none')).toBeNull();
  });

  it('gives the footer three state variants of its last primary link where members sign in', () => {
    const last = field<Record<string, { url: string }>>(
      defaultContentFor(makePartner({})),
      '*',
      'footer',
      'last_link_by_state',
    );
    expect(Object.keys(last).sort()).toEqual(['member', 'non_card_member', 'visitor']);
    expect(new Set(Object.values(last).map((l) => l.url)).size).toBe(3);
  });

  it('puts the current year in the footer copyright', () => {
    const partner = makePartner({});
    const copyright = field<string>(defaultContentFor(partner), '*', 'footer', 'copyright');
    const now = new Date(2034, 3, 1);
    expect(expandCopyDeep(copyright, copyTermsFor(partner.terms, { now }))).toContain('2034');
  });

  it('links to the discover page only where the partner has one', () => {
    for (const hasDiscoverPage of [true, false]) {
      const links = field<Array<{ url: string }>>(
        defaultContentFor(makePartner({ hasDiscoverPage })),
        '*',
        'navbar',
        'nav_links',
      );
      expect(links.map((l) => l.url)).toEqual(
        hasDiscoverPage ? ['/search', '/how-it-works', '/earn', '/discover'] : ['/search', '/how-it-works', '/earn'],
      );
    }
  });

  it('promises online booking on /earn/reservations only where the program books tables (issue 15)', () => {
    const page = (openTableReservationsEnabled: boolean) =>
      JSON.stringify(
        group(defaultContentFor(makePartner({ openTableReservationsEnabled })), 'earn_details').find(
          (e) => e.fields.url === '/earn/reservations',
        ),
      );
    expect(page(true)).toContain('Find a table');
    expect(page(false)).not.toContain('Find a table');
    expect(page(false)).toContain('does not take reservations online');
  });

  it('says on /earn/reservations how to book, and links My Reservations where members have an account (issue 16)', () => {
    const page = (enrollmentType: 'direct' | 'none') =>
      group(defaultContentFor(makePartner({ enrollmentType })), 'earn_details').find(
        (e) => e.fields.url === '/earn/reservations',
      );
    const text = JSON.stringify(page('direct'));
    expect(text).toContain('How to book');
    expect(text).toContain('/search?reservations=true');
    expect(text).toContain('/account/reservations');
    expect(JSON.stringify(page('none'))).not.toContain('/account/reservations');
  });

  it('has a page for every earn path of the spec, the VIP page only with VIP', () => {
    const urls = (hasVIP: boolean) =>
      group(defaultContentFor(makePartner({ hasVIP })), 'earn_details').map((e) => e.fields.url);
    const spec = [
      '/earn',
      '/earn/topgolf-bonus',
      '/earn/new-member-bonus',
      '/earn/how-it-works',
      '/earn/reservations',
      '/earn/this-is-big',
    ];
    expect(urls(true)).toEqual(expect.arrayContaining([...spec, '/earn/vip-upgrade']));
    expect(urls(false)).toEqual(expect.arrayContaining(spec));
    expect(urls(false)).not.toContain('/earn/vip-upgrade');
  });

  it('mentions the reservation bonus amount only where the partner has one', () => {
    const reservationCopy = (overrides: Partial<PartnerFile>) =>
      allStrings(field(defaultContentFor(makePartner(overrides)), 'earn_details', 'reservations', 'main_column')).join(
        ' ',
      );
    expect(reservationCopy({ hasReservationBonus: true, reservationBonusAmount: 75 })).toContain(
      '75 {{bonus_currency}}',
    );
    expect(
      reservationCopy({ hasReservationBonus: true, reservationBonusAmount: 75, currencyType: 'Dollar' }),
    ).toContain('$75');
    expect(reservationCopy({ hasReservationBonus: false, reservationBonusAmount: 75 })).not.toMatch(/75|bonus/i);
  });

  it('announces cash back in the popup with LEARN MORE to /earn/this-is-big, keyed by the popup type', () => {
    const popup = group(defaultContentFor(makePartner({ generalModalType: 'cash_back' })), 'popup');
    expect(popup).toHaveLength(1);
    expect(popup[0]?.slug).toBe('cash_back');
    expect(popup[0]?.fields).toMatchObject({
      modal_type: 'cash_back',
      link: { text: 'LEARN MORE', url: '/earn/this-is-big' },
    });
  });

  it('adds a bonus banner for each bonus code in the partner settings', () => {
    const codes = (overrides: Partial<PartnerFile>) =>
      group(defaultContentFor(makePartner(overrides)), 'earn_banner').flatMap((e) =>
        e.fields.code ? [e.fields.code] : [],
      );
    expect(codes({})).toEqual([]);
    expect(
      codes({ appOnlyBonusCode: 'APP1', newMemberSourceBonus: { code: 'NMB', enrollmentSource: 'x' } }).sort(),
    ).toEqual(['APP1', 'NMB']);
  });

  it('names no real brand for the golf-and-games venue bonus outside its path', () => {
    const entries = defaultContentFor(makePartner({}));
    const copy = entries.flatMap((e) => allStrings({ ...e.fields, url: '' }));
    expect(copy.filter((text) => /topgolf/i.test(text) && !text.startsWith('/'))).toEqual([]);
  });

  it('keeps the activation error text of the spec word for word', () => {
    const entries = defaultContentFor(makePartner({}));
    expect(group(entries, 'tier_1_activation')[0]?.fields.error_text).toBe(
      'There was an error activating your account. Please contact customer support',
    );
  });
});
