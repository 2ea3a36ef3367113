import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/stand-ins/seed/seed';
import { DEMO_MEMBERS, DEMO_PASSWORD, demoPartnerNumber } from '../src/stand-ins/seed/demo-accounts';
import { realPartners } from './helper';
import { Browser, buildIdentityApp, type IdentityContext } from './identity-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildIdentityApp();
});
afterAll(async () => ctx?.close());

describe('demo accounts', () => {
  it('exist for every partner: card, non-card, closed-account, VIP, known visitor, Basic card member and support staff; direct partners add an e-mail fix member', async () => {
    const partners = realPartners();
    const members = await ctx.database.db
      .selectFrom('members')
      .selectAll()
      .where('public_id', 'like', 'demo-%')
      .execute();
    const staff = await ctx.database.db.selectFrom('staff').selectAll().execute();
    for (const partner of partners) {
      const mine = members.filter((m) => m.partner_code === partner.code);
      const direct = partner.enrollmentType === 'direct';
      expect(mine.map((m) => m.member_type).sort(), partner.code).toEqual(
        [
          'ClosedAccountMember',
          'EnrolledCardMember',
          'EnrolledCardMember',
          'EnrolledCardMember',
          'NonCardMember',
          'NonCardMember',
          ...(direct ? ['NonCardMember'] : []),
        ].sort(),
      );
      // /fix_credentials is "direct enrollment only" (spec part 1 §2): only there is a member flagged for it.
      expect(
        mine.filter((m) => m.needs_email_update).map((m) => m.email),
        partner.code,
      ).toEqual(direct ? [`update.email@${partner.code}.example`] : []);
      expect(
        mine.find((m) => m.tier_level === 'VIP'),
        partner.code,
      ).toBeDefined();
      // A card member without e-mail offers: Basic, so Select restaurants defer their rewards.
      expect(
        mine.find((m) => m.public_id === `demo-basic-${partner.code}`),
        partner.code,
      ).toMatchObject({
        tier_level: 'OptedOut',
        email_opt_in: false,
        email: `basic.member@${partner.code}.example`,
      });
      expect(
        mine.find((m) => m.public_id === `demo-known-${partner.code}`),
        partner.code,
      ).toMatchObject({
        tier_level: 'NonActivated',
        has_web_profile: false,
        interface_type: 'known',
      });
      for (const member of mine.filter((m) => m.partner_number)) {
        expect(
          new RegExp(partner.partnerNumberPattern).test(member.partner_number!),
          `${partner.code} ${member.partner_number}`,
        ).toBe(true);
      }
      expect(mine.every((m) => (m.partner_number !== null) === partner.hasPPN)).toBe(true);
      // One demo staff member per support console role (stand-ins/seed/demo-staff.ts).
      expect(
        staff
          .filter((s) => s.partner_code === partner.code)
          .map((s) => [s.email, s.role])
          .sort(),
      ).toEqual([
        [`catalog.manager@${partner.code}.example`, 'catalog_manager'],
        [`content.editor@${partner.code}.example`, 'content_editor'],
        [`staff.admin@${partner.code}.example`, 'admin'],
        [`support.staff@${partner.code}.example`, 'agent'],
      ]);
    }
    expect(DEMO_MEMBERS).toHaveLength(7);
  });

  it('sign the e-mail fix member in with the flag set, so the app sends them to /fix_credentials', async () => {
    const b = await Browser.open(ctx.app, 'aerovia.localhost', '10.44.1.1');
    const response = await b.signIn('update.email@aerovia.example', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ needsEmailUpdate: true, email: 'update.email@aerovia.example' });
    expect((await b.request('GET', '/api/Member')).json().needsEmailUpdate).toBe(true);
  });

  it('sign in with the shared demo password on every partner, at the identity provider on sso partners', async () => {
    for (const partner of realPartners()) {
      const b = await Browser.open(ctx.app, `${partner.code}.localhost`, `10.44.0.${partner.code.length}`);
      const response = await b.signIn(`card.member@${partner.code}.example`, DEMO_PASSWORD);
      // sso partners take no passwords here (docs/decisions/0010); test/sso-*.test.ts signs their demo members in.
      const passwords = partner.enrollmentType !== 'sso' || partner.sso.passwordSignIn;
      expect(response.statusCode, partner.code).toBe(passwords ? 200 : 403);
    }
    expect(realPartners().filter((p) => p.enrollmentType === 'sso').length).toBeGreaterThan(0);
  });

  it('are seeded once: a second seed adds nothing and keeps changes', async () => {
    await ctx.database.db
      .updateTable('members')
      .set({ first_name: 'Changed' })
      .where('public_id', '=', 'demo-card-aerovia')
      .execute();
    const before = await ctx.database.db
      .selectFrom('members')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const report = await seed(ctx.database.db, realPartners(), { merchants: 0 });
    const after = await ctx.database.db
      .selectFrom('members')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(report.demoAccountsSeededFor).toEqual([]);
    expect(Number(after.n)).toBe(Number(before.n));
    const card = await ctx.database.db
      .selectFrom('members')
      .select('first_name')
      .where('public_id', '=', 'demo-card-aerovia')
      .executeTakeFirstOrThrow();
    expect(card.first_name).toBe('Changed');
  });

  it('get partner numbers that match each pattern shape', () => {
    expect(demoPartnerNumber('^[0-9]{10}$', 3)).toBe('5000000003');
    expect(demoPartnerNumber('^[0-9]{6,10}$', 1)).toBe('500001');
    expect(demoPartnerNumber('^[0-9]{8,12}$', 12)).toBe('50000012');
  });
});
