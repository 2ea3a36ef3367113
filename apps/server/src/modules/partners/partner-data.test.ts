import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, CURRENCY_TYPES, ENROLLMENT_TYPES } from '@forkpoint/shared/constants';
import { partnerSchema, type Partner } from '@forkpoint/shared/partners/partner-schema';
import { themeContrastProblems } from '@forkpoint/shared/partners/contrast';
import { PARTNERS_DIR, loadPartnerFiles } from './partner-files';

// The rules the partner data must keep so that every partner-specific remark of the spec is
// exercised by some partner (and none is accidentally on for everyone).
const partners = loadPartnerFiles(PARTNERS_DIR);
const byCode = (code: string) => partners.find((p) => p.code === code);
const count = (test: (p: Partner) => boolean) => partners.filter(test).length;
const rate = (r: { amount: number; perDollars: number }) => r.amount / r.perDollars;

const CURRENCY_OF_KIND: Record<Partner['kind'], Partner['currencyType']> = {
  airline: 'Mile',
  hotel: 'Point',
  retail: 'Point',
  telecom: 'Point',
  cashback: 'Dollar',
  'card-issuer': 'Credit',
};

const REQUIRED_ROUTES = ['/', '/search', '/login', '/join', '/account', '/earn', '/how-it-works'];

describe('the partner files', () => {
  it('each pass the partner schema on their own', () => {
    const files = readdirSync(PARTNERS_DIR).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(19);
    for (const file of files) {
      const result = partnerSchema.safeParse(JSON.parse(readFileSync(join(PARTNERS_DIR, file), 'utf8')));
      expect(result.error?.issues ?? [], file).toEqual([]);
    }
  });

  it('cover every kind, currency type and enrollment type, with exactly one telecom', () => {
    for (const kind of Object.keys(CURRENCY_OF_KIND))
      expect(
        count((p) => p.kind === kind),
        kind,
      ).toBeGreaterThan(0);
    for (const currency of CURRENCY_TYPES)
      expect(
        count((p) => p.currencyType === currency),
        currency,
      ).toBeGreaterThan(0);
    for (const type of ENROLLMENT_TYPES)
      expect(
        count((p) => p.enrollmentType === type),
        type,
      ).toBeGreaterThan(0);
    expect(count((p) => p.kind === 'telecom')).toBe(1);
    expect(count((p) => p.enrollmentType === 'direct')).toBeGreaterThan(partners.length / 2);
  });

  it('earn the currency that fits their kind', () => {
    for (const p of partners) expect(p.currencyType, p.code).toBe(CURRENCY_OF_KIND[p.kind]);
  });

  it('give aerovia, the airline partner of the spec, its stated values', () => {
    const aerovia = byCode('aerovia');
    expect(aerovia).toMatchObject({
      kind: 'airline',
      currencyType: 'Mile',
      enrollmentType: 'direct',
      hasDiscoverPage: true,
      homePage: 'home',
      hasReservationBonus: true,
      reservationBonusAmount: 50,
      merchantFavoritesEnabled: false,
      hasVIP: true,
      earnRates: {
        basic: { amount: 1, perDollars: 2 },
        select: { amount: 3, perDollars: 1 },
        vip: { amount: 5, perDollars: 1 },
      },
    });
    expect(aerovia?.adPrefix).toBeTruthy();
    expect(aerovia?.appOnlyBonusCode).toBeTruthy();
  });

  it('turn each partner-specific setting on for at least one partner and not for all', () => {
    const settings = [
      'hasDiscoverPage',
      'hasFlexOffers',
      'hasReservationBonus',
      'openTableReservationsEnabled',
      'acclaimedEnabled',
      'acclaimed2Enabled',
      'hasPWAInstallBanner',
      'hasPartnerLoadedCards',
      'generalModalType',
      'appAnnouncementModal',
      'shortCode',
      'cmsPreview',
      'fullAddressRequired',
      'hasAutoEnroll',
      'hasPPN',
      'hasSmsOptIn',
      'hasSmsOptInV2',
      'hasVIP',
      'showEarnRate',
      'showEmailOptIn',
      'showFooterPartnerLogos',
      'showFormPrivacyNotice',
      'showSsoAccountModal',
      'merchantFavoritesEnabled',
      'adPrefix',
      'appOnlyBonusCode',
      'newMemberSourceBonus',
      'reservationBonusAmount',
    ] as const;
    for (const setting of settings) {
      const on = count((p) => ![null, false, 0].includes(p[setting] as never));
      expect(on, `${setting} is on for ${on} of ${partners.length}`).toBeGreaterThan(0);
      expect(on, `${setting} is on for every partner`).toBeLessThan(partners.length);
    }
  });

  it('keep the single-partner remarks of the spec to a single fitting partner', () => {
    expect(partners.filter((p) => p.showSsoAccountModal).map((p) => [p.kind, p.enrollmentType])).toEqual([
      ['airline', 'sso'],
    ]);
    expect(count((p) => !p.showEmailOptIn)).toBe(1);
    expect(count((p) => !p.showFooterPartnerLogos)).toBe(1);
    expect(partners.filter((p) => p.showFormPrivacyNotice).map((p) => p.kind)).toEqual(['telecom']);
    expect(partners.filter((p) => p.newMemberSourceBonus).map((p) => p.kind)).toEqual(['card-issuer']);
    expect(partners.filter((p) => p.appOnlyBonusCode).map((p) => p.kind)).toEqual(['airline']);
    expect(count((p) => p.homePage === 'discover' && p.code !== 'aerovia')).toBeGreaterThan(0);
    expect(count((p) => p.generalModalType === 'cashback_announcement')).toBeGreaterThanOrEqual(2);
  });

  it('include card issuers that accept only their own network', () => {
    const narrowed = partners.filter((p) => p.cardTypesAccepted.length < CARD_TYPES.length);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(count((p) => p.kind === 'card-issuer' && p.cardTypesAccepted.length === 1)).toBeGreaterThan(0);
  });

  it('pay a reservation bonus exactly where the reservation bonus is on', () => {
    for (const p of partners) expect(p.reservationBonusAmount > 0, p.code).toBe(p.hasReservationBonus);
  });

  it('have a short code wherever SMS opt-in is offered', () => {
    for (const p of partners) if (p.hasSmsOptIn || p.hasSmsOptInV2) expect(p.shortCode, p.code).not.toBeNull();
  });

  it('earn more at each higher tier, in amounts that fit the currency', () => {
    for (const p of partners) {
      const { basic, select, vip } = p.earnRates;
      expect(rate(select), p.code).toBeGreaterThan(rate(basic));
      if (vip) expect(rate(vip), p.code).toBeGreaterThan(rate(select));
      expect(vip !== null, `${p.code} has a VIP rate exactly when it has VIP`).toBe(p.hasVIP);
      // Cash and credit are paid as a share of the bill; miles and points in whole units.
      if (p.currencyType === 'Dollar' || p.currencyType === 'Credit') expect(rate(select), p.code).toBeLessThan(0.25);
      else expect(Number.isInteger(select.amount) && Number.isInteger(basic.amount), p.code).toBe(true);
    }
  });

  it('describe every required route (and /discover where there is one) in their own name', () => {
    for (const p of partners) {
      const routes = [...REQUIRED_ROUTES, ...(p.hasDiscoverPage ? ['/discover'] : [])];
      expect(Object.keys(p.routeMeta), p.code).toEqual(expect.arrayContaining(routes));
      expect('/discover' in p.routeMeta, p.code).toBe(p.hasDiscoverPage);
      const brand = p.name.split(' ')[0] ?? p.name;
      for (const [route, meta] of Object.entries(p.routeMeta)) {
        expect(`${meta.title} ${meta.description}`, `${p.code} ${route}`).toContain(brand);
        expect(meta.keywords, `${p.code} ${route}`).not.toBe('');
      }
    }
  });

  it('give a fictional 555 support phone and an e-mail or contact link', () => {
    for (const p of partners) {
      const { phone, email } = p.customerSupport;
      expect(phone.formatted, p.code).toMatch(/^1-800-555-01\d\d$/);
      expect(phone.href, p.code).toBe(`tel:+${phone.formatted}`);
      if (email.href.startsWith('mailto:')) expect(email.href, p.code).toBe(`mailto:${email.display}`);
    }
    expect(count((p) => p.customerSupport.email.href.startsWith('https://'))).toBeGreaterThan(0);
    expect(new Set(partners.map((p) => p.customerSupport.phone.formatted)).size).toBe(partners.length);
  });

  it('have readable themes in their own palettes and system font stacks', () => {
    for (const p of partners) expect(themeContrastProblems(p.theme.colors), p.code).toEqual([]);
    expect(new Set(partners.map((p) => p.theme.colors.primary)).size).toBe(partners.length);
    expect(new Set(partners.map((p) => p.theme.fontFamily)).size).toBeGreaterThanOrEqual(10);
    for (const p of partners) expect(p.theme.fontFamily, p.code).toMatch(/, sans-serif$/);
  });
});

describe('the partner logos', () => {
  for (const p of partners) {
    it(`${p.code}: is a small, self-contained, labelled SVG`, () => {
      const svg = readFileSync(join(PARTNERS_DIR, p.theme.logo), 'utf8');
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"[^>]* role="img"/);
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).not.toMatch(/<script|<foreignObject|\bhref=|url\(|@import|\bon[a-z]+=/i);
      expect(unbalancedTags(svg), p.code).toEqual([]);
    });
  }
});

/** Tags left open or closed out of order; a light well-formedness check without an XML parser. */
function unbalancedTags(xml: string): string[] {
  const stack: string[] = [];
  const errors: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) stack.push(name ?? '');
    else if (stack.pop() !== name) errors.push(`</${name}> out of order`);
  }
  return [...errors, ...stack.map((name) => `<${name}> not closed`)];
}
