import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, type IdentityContext } from './identity-helper';
import { buildCardsApp, cardsOf, frameCard, linkCards, memberOf, randomCardNumber, signedIn } from './cards-helper';

let ctx: IdentityContext;
beforeAll(async () => {
  ctx = await buildCardsApp();
});
afterAll(async () => ctx?.close());

const remove = (browser: Browser, id: string) =>
  browser.request('DELETE', `/api/Member/Cards?id=${encodeURIComponent(id)}`);

describe('DELETE /api/Member/Cards', () => {
  it('deletes one of the member’s cards and answers it; the account stays open', async () => {
    const browser = await signedIn(ctx, 'vip', 'aerovia');
    const number = randomCardNumber('MAST');
    expect((await linkCards(browser, [await frameCard(browser, number)])).statusCode).toBe(200);
    const [seeded, added] = await cardsOf(browser);
    const response = await remove(browser, added!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      accountClosed: false,
      memberCard: { id: added!.id, lastFour: number.slice(-4) },
    });
    expect((await cardsOf(browser)).map((c) => c.id)).toEqual([seeded!.id]);
    expect(await memberOf(browser)).toMatchObject({ memberType: 'EnrolledCardMember', active: true });
  });

  it("answers 404 for another member's card, an unknown id or a deleted card, and changes nothing", async () => {
    const owner = await signedIn(ctx, 'card', 'brambleway');
    const intruder = await signedIn(ctx, 'vip', 'brambleway');
    const [ownerCard] = await cardsOf(owner);
    const intruderCards = await cardsOf(intruder);
    for (const id of [ownerCard!.id, 'mc_doesNotExist0000000000', intruderCards[0]!.id.slice(0, -1)]) {
      const response = await remove(intruder, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This card is not linked to your account.' });
    }
    expect((await remove(intruder, 'not a card id!')).statusCode).toBe(400);
    expect(await cardsOf(owner)).toEqual([ownerCard]);
    expect(await cardsOf(intruder)).toEqual(intruderCards);
  });

  it('deleting the last card closes the account and ends its sessions; linking a card again re-enrolls it', async () => {
    const browser = await signedIn(ctx, 'card', 'cirrella');
    const elsewhere = await signedIn(ctx, 'card', 'cirrella');
    const [card] = await cardsOf(browser);
    const response = await remove(browser, card!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accountClosed: true, memberCard: { id: card!.id } });
    expect(browser.cookies.has('fp_sid')).toBe(false);
    expect((await browser.request('GET', '/api/Member')).statusCode).toBe(401);
    expect((await elsewhere.request('GET', '/api/Member/Cards')).statusCode).toBe(401);

    // The closed member signs in again and sees the re-enrollment page, which links a card.
    const closed = await signedIn(ctx, 'card', 'cirrella');
    expect(await memberOf(closed)).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
    ctx.clock.advance(60_000);
    const relinked = await linkCards(closed, [await frameCard(closed, randomCardNumber('VISA'))]);
    expect(relinked.statusCode).toBe(200);
    expect(await memberOf(closed)).toMatchObject({ memberType: 'EnrolledCardMember', active: true });
    const [now] = await cardsOf(closed);
    expect(Date.parse(now!.linkedAt)).toBe(ctx.clock.now().getTime());
  });

  it('re-enrolls the demo closed-account member by linking a card; a card that fails leaves the account closed', async () => {
    const browser = await signedIn(ctx, 'closed', 'aerovia');
    const number = randomCardNumber('VISA');
    const wrongLastFour = number.endsWith('0000') ? '1111' : '0000';
    const failed = await linkCards(browser, [await frameCard(browser, number, { lastFour: wrongLastFour })]);
    expect(failed.statusCode).toBe(422);
    expect(await memberOf(browser)).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
    expect((await linkCards(browser, [await frameCard(browser, randomCardNumber('VISA'))])).statusCode).toBe(200);
    expect(await memberOf(browser)).toMatchObject({ memberType: 'EnrolledCardMember', active: true });
  });

  it('keeps a re-linked card’s history: the old link stays ended and the new one tells since when it earns', async () => {
    const browser = await signedIn(ctx, 'noncard', 'northloft');
    const number = randomCardNumber('VISA');
    let other = randomCardNumber('DISC');
    while (other.endsWith(number.slice(-4))) other = randomCardNumber('DISC');
    expect(
      (await linkCards(browser, [await frameCard(browser, number), await frameCard(browser, other)])).statusCode,
    ).toBe(200);
    const first = (await cardsOf(browser)).find((c) => c.lastFour === number.slice(-4));
    expect((await remove(browser, first!.id)).statusCode).toBe(200);
    ctx.clock.advance(600_000); // within the 15-minute session
    expect((await linkCards(browser, [await frameCard(browser, number)])).statusCode).toBe(200);
    const again = (await cardsOf(browser)).find((c) => c.lastFour === number.slice(-4));
    expect(again!.id).not.toBe(first!.id);
    expect(Date.parse(again!.linkedAt) - Date.parse(first!.linkedAt)).toBeGreaterThanOrEqual(600_000);
    const history = await ctx.database.db
      .selectFrom('member_cards')
      .select(['id', 'removal_reason'])
      .where('id', 'in', [first!.id, again!.id])
      .orderBy('linked_at')
      .execute();
    expect(history).toEqual([
      { id: first!.id, removal_reason: 'deleted' },
      { id: again!.id, removal_reason: null },
    ]);
  });
});

describe('every card call', () => {
  it('answers 401 without a signed-in member', async () => {
    const browser = await Browser.open(ctx.app, 'ostrand.localhost');
    const calls = [
      await browser.request('GET', '/api/Member/Cards'),
      await browser.request('GET', '/api/Cards/AllPartnerCards'),
      await browser.request('POST', '/api/Member/Cards', { creditCards: [], directFileFeedOptIn: true }),
      await browser.request('DELETE', '/api/Member/Cards?id=mc_x'),
    ];
    expect(calls.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('refuses the changing calls without the CSRF token, changing nothing', async () => {
    const browser = await signedIn(ctx, 'card', 'kitefund');
    const before = await cardsOf(browser);
    const token = browser.token;
    browser.token = '';
    const link = await browser.request('POST', '/api/Member/Cards', {
      creditCards: [await frameCard(browser, randomCardNumber('VISA'))],
      directFileFeedOptIn: true,
      gRecaptchaResponse: await browser.captcha(),
    });
    const removal = await browser.request('DELETE', `/api/Member/Cards?id=${before[0]!.id}`);
    expect([link.statusCode, removal.statusCode]).toEqual([403, 403]);
    expect([link.json().code, removal.json().code]).toEqual(['CSRF_INVALID', 'CSRF_INVALID']);
    browser.token = token;
    expect(await cardsOf(browser)).toEqual(before);
  });
});
