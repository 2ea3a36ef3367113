import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CARD_REGISTRATION_MESSAGES, cardBrandOfType } from '@forkpoint/shared';
import { demoCardNumber, demoCardsOf } from '../src/stand-ins/seed/demo-cards';
import { demoPublicId } from '../src/stand-ins/seed/demo-accounts';
import { realPartners } from './helper';
import {
  cardsAppPerFile,
  cardsOf,
  errorCodes,
  frameCard,
  linkCards,
  memberOf,
  randomCardNumber,
  signedIn,
} from './cards-helper';

const ctx = cardsAppPerFile();

const partner = (code: string) => realPartners().find((p) => p.code === code)!;
/** The made-up number of a partner's demo card member's linked card, as a tester would type it. */
const demoLinked = (code: string, kind: 'card' | 'vip' = 'card') =>
  demoCardNumber(
    code,
    demoCardsOf(partner(code)).find((c) => c.kind === kind && c.slot === 'linked')!,
  );
const outbox = (to: string) =>
  ctx.database.db
    .selectFrom('email_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', 'card-moved')
    .execute();

describe('the demo cards the seed links', () => {
  it('are real card rows of every partner’s card and VIP members, fingerprinted by the vault, never the number', async () => {
    const rows = await ctx.database.db
      .selectFrom('member_cards as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['m.public_id', 'c.fingerprint', 'c.last_four', 'c.card_type', 'c.partner_code'])
      .where('c.removed_at', 'is', null)
      .where('m.public_id', 'like', 'demo-%')
      .execute();
    for (const p of realPartners()) {
      for (const kind of ['card', 'vip'] as const) {
        const number = demoLinked(p.code, kind);
        const row = rows.find((r) => r.public_id === demoPublicId(kind, p.code));
        expect(row, `${kind}@${p.code}`).toMatchObject({
          fingerprint: await ctx.app.cardVault.fingerprint(number),
          last_four: number.slice(-4),
        });
        expect(p.cardTypesAccepted).toContain(cardBrandOfType(row!.card_type).code);
      }
    }
    const loaded = await ctx.database.db.selectFrom('partner_loaded_cards').select('partner_code').distinct().execute();
    expect(loaded.map((r) => r.partner_code).sort()).toEqual(
      realPartners()
        .filter((p) => p.hasPartnerLoadedCards)
        .map((p) => p.code)
        .sort(),
    );
  });
});

describe('a card linked somewhere else', () => {
  it('fails when the same member or another member of the same program has it linked', async () => {
    const owner = await signedIn(ctx, 'card', 'tallwind');
    const same = await linkCards(owner, [await frameCard(owner, demoLinked('tallwind'))]);
    expect(errorCodes(same.registration)).toEqual(['CARD_ALREADY_LINKED']);
    const neighbour = await signedIn(ctx, 'noncard', 'tallwind');
    const taken = await linkCards(neighbour, [
      { ...(await frameCard(neighbour, demoLinked('tallwind'))), confirmProgramMove: true },
    ]);
    expect(taken.statusCode).toBe(422);
    expect(taken.registration[0]?.error).toEqual({
      code: 'CARD_LINKED_TO_ANOTHER_MEMBER',
      message: CARD_REGISTRATION_MESSAGES.CARD_LINKED_TO_ANOTHER_MEMBER,
    });
    expect(await cardsOf(neighbour)).toEqual([]);
    expect(await cardsOf(owner)).toHaveLength(1);
  });

  it("in another partner's program moves here only once the member confirms the notice, and its former member is told by e-mail", async () => {
    const number = demoLinked('thimbleton');
    const former = await signedIn(ctx, 'card', 'thimbleton');
    const [formerCard] = await cardsOf(former);
    const member = await signedIn(ctx, 'noncard', 'vantelo');

    const first = await linkCards(member, [await frameCard(member, number)]);
    expect(first.statusCode).toBe(422);
    expect(first.registration[0]?.error).toEqual({
      code: 'CARD_IN_OTHER_PROGRAM',
      message: CARD_REGISTRATION_MESSAGES.CARD_IN_OTHER_PROGRAM,
    });
    // The notice reveals nothing of the other program or its member.
    const formerPartner = partner('thimbleton');
    for (const secret of ['thimbleton', formerPartner.name, formerPartner.terms.program, 'Casey', 'Cardwell']) {
      expect(first.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(await cardsOf(former)).toEqual([formerCard]);
    expect(await cardsOf(member)).toEqual([]);
    expect(await outbox('card.member@thimbleton.example')).toEqual([]);

    const confirmed = await linkCards(member, [{ ...(await frameCard(member, number)), confirmProgramMove: true }]);
    expect(confirmed.statusCode).toBe(200);
    expect(await cardsOf(member)).toHaveLength(1);
    expect(await memberOf(member)).toMatchObject({ memberType: 'EnrolledCardMember' });
    expect(await cardsOf(former)).toEqual([]);
    // Their card moved away; they did not close their account.
    expect(await memberOf(former)).toMatchObject({ memberType: 'NonCardMember', active: true });
    const [mail, ...more] = await outbox('card.member@thimbleton.example');
    expect(more).toEqual([]);
    expect(mail?.subject).toContain(formerPartner.terms.program);
    expect(mail?.text_body).toContain(`ending in ${number.slice(-4)}`);
    const newPartner = partner('vantelo');
    for (const secret of ['vantelo', newPartner.name, newPartner.terms.program, 'Nico', 'Nocard', number.slice(0, 8)]) {
      expect(`${mail?.subject}\n${mail?.text_body}`.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    const history = await ctx.database.db
      .selectFrom('member_cards')
      .select(['partner_code', 'removal_reason'])
      .where('fingerprint', '=', await ctx.app.cardVault.fingerprint(number))
      .orderBy('linked_at')
      .orderBy('partner_code', 'desc')
      .execute();
    expect(history).toEqual([
      { partner_code: 'thimbleton', removal_reason: 'moved' },
      { partner_code: 'vantelo', removal_reason: null },
    ]);
  });

  it('leaves nothing half-done when the move fails part-way (here: the outbox refuses the e-mail)', async () => {
    const number = demoLinked('quillmere');
    const former = await signedIn(ctx, 'card', 'quillmere');
    const member = await signedIn(ctx, 'noncard', 'pennyorchard');
    const fresh = await frameCard(member, randomCardNumber('VISA'));
    await sql`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox unavailable'; END $$`.execute(
      ctx.database.db,
    );
    await sql`CREATE TRIGGER refuse_mail BEFORE INSERT ON email_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail()`.execute(
      ctx.database.db,
    );
    try {
      // The fresh card links and the move ends the old link before the e-mail fails.
      const response = await linkCards(member, [
        fresh,
        { ...(await frameCard(member, number)), confirmProgramMove: true },
      ]);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_mail ON email_outbox`.execute(ctx.database.db);
      await sql`DROP FUNCTION refuse_mail()`.execute(ctx.database.db);
    }
    expect(await cardsOf(member)).toEqual([]);
    expect(await memberOf(member)).toMatchObject({ memberType: 'NonCardMember' });
    expect(await cardsOf(former)).toHaveLength(1);
    expect(await memberOf(former)).toMatchObject({ memberType: 'EnrolledCardMember' });
  });
});
