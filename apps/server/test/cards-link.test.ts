import { describe, expect, it } from 'vitest';
import { CARD_REGISTRATION_MESSAGES, MAX_LINKED_CARDS, cardBrandsMessage } from '@forkpoint/shared';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import {
  cardsAppPerFile,
  cardsOf,
  errorCodes,
  frameCard,
  linkCards,
  memberOf,
  randomCardNumber,
  signedIn,
  withWrongCheckDigit,
} from './cards-helper';

const ctx = cardsAppPerFile();

const liveRows = (memberPublicId: string) =>
  ctx.database.db
    .selectFrom('member_cards as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .selectAll('c')
    .where('m.public_id', '=', memberPublicId)
    .where('c.removed_at', 'is', null)
    .execute();

describe('GET /api/Member/Cards', () => {
  it("lists the demo card member's seeded card with since when it is linked, and nothing that identifies the number", async () => {
    const browser = await signedIn(ctx, 'card', 'aerovia');
    const response = await browser.request('GET', '/api/Member/Cards');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [card, ...others] = response.json();
    expect(others).toEqual([]);
    expect(Object.keys(card).sort()).toEqual([
      'cardType',
      'description',
      'id',
      'lastFour',
      'linkedAt',
      'partnerCardId',
    ]);
    expect(card).toMatchObject({ cardType: 'visa', description: 'Visa', partnerCardId: null });
    expect(Number.isNaN(Date.parse(card.linkedAt))).toBe(false);
  });
});

describe('POST /api/Member/Cards', () => {
  it('links one typed card, and a first card makes a non-card member an enrolled card member', async () => {
    const browser = await signedIn(ctx, 'noncard', 'aerovia');
    const number = randomCardNumber('AMEX');
    const response = await linkCards(browser, [await frameCard(browser, number)]);
    expect(response.statusCode).toBe(200);
    const [entry] = response.registration;
    expect(entry?.error).toBeNull();
    expect(entry?.memberCard).toMatchObject({
      cardType: 'amex',
      lastFour: number.slice(-4),
      description: 'American Express',
    });
    expect(entry?.memberCard.linkedAt).toBe(ctx.clock.now().toISOString());
    expect((await cardsOf(browser)).map((c) => c.id)).toEqual([entry?.memberCard.id]);
    expect(await memberOf(browser)).toMatchObject({ memberType: 'EnrolledCardMember', active: true });
    const [row] = await liveRows('demo-noncard-aerovia');
    expect(JSON.stringify(row)).not.toContain(number);
    expect(row).toMatchObject({ last_four: number.slice(-4), envelope: null, fingerprint: expect.any(String) });
  });

  it('links several cards and answers each one: the good ones link, the others fail with their own errors (422)', async () => {
    const browser = await signedIn(ctx, 'noncard', 'brambleway');
    const [visa, mastercard] = [randomCardNumber('VISA'), randomCardNumber('MAST')];
    const cards = [
      await frameCard(browser, visa),
      await frameCard(browser, mastercard),
      await frameCard(browser, visa),
    ];
    const response = await linkCards(browser, cards);
    expect(response.statusCode).toBe(422);
    expect(errorCodes(response.registration)).toEqual([null, null, 'CARD_ALREADY_LINKED']);
    expect(response.registration[2]).toMatchObject({
      memberCard: { id: null, lastFour: visa.slice(-4), description: 'Visa' },
      error: { message: CARD_REGISTRATION_MESSAGES.CARD_ALREADY_LINKED },
    });
    expect((await cardsOf(browser)).map((c) => c.lastFour).sort()).toEqual(
      [visa.slice(-4), mastercard.slice(-4)].sort(),
    );
    const again = await linkCards(browser, [await frameCard(browser, mastercard)]);
    expect(again.statusCode).toBe(422);
    expect(errorCodes(again.registration)).toEqual(['CARD_ALREADY_LINKED']);
  });

  it('refuses a tampered ciphertext, a brand the partner does not accept, a wrong check digit and details that are not the number’s, each with its own error, changing nothing', async () => {
    // maplestone accepts Mastercard only.
    const browser = await signedIn(ctx, 'noncard', 'maplestone');
    const mastercard = randomCardNumber('MAST');
    const tampered = await frameCard(browser, mastercard);
    const bytes = Buffer.from(tampered.encryptedCardNumber, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 0x5a;
    const response = await linkCards(browser, [
      { ...tampered, encryptedCardNumber: bytes.toString('base64') },
      await frameCard(browser, randomCardNumber('VISA')),
      await frameCard(browser, withWrongCheckDigit(mastercard)),
      await frameCard(browser, mastercard, { lastFour: '0000' }),
    ]);
    expect(response.statusCode).toBe(422);
    expect(errorCodes(response.registration)).toEqual([
      'CARD_UNREADABLE',
      'CARD_TYPE_NOT_ACCEPTED',
      'CARD_NUMBER_INVALID',
      'CARD_DETAILS_MISMATCH',
    ]);
    expect(response.registration[1]?.error?.message).toBe(cardBrandsMessage(['MAST']));
    for (const entry of response.registration) {
      expect(entry.memberCard.id).toBeNull();
      expect(entry.error?.message).not.toMatch(/\d{5,}/);
    }
    expect(response.body).not.toContain(mastercard.slice(0, 12));
    expect(await cardsOf(browser)).toEqual([]);
    expect(await memberOf(browser)).toMatchObject({ memberType: 'NonCardMember' });
  });

  it('needs the card terms and the bot check: each missing one is a 400 naming its field, and nothing changes', async () => {
    const browser = await signedIn(ctx, 'noncard', 'cirrella');
    const card = await frameCard(browser, randomCardNumber('VISA'));
    const noTerms = await linkCards(browser, [card], { directFileFeedOptIn: false });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().fields).toEqual([
      { field: 'directFileFeedOptIn', message: 'Please accept the card terms to link a card.' },
    ]);
    expect(errorCodes(noTerms.registration)).toEqual(['TERMS_REQUIRED']);
    expect(noTerms.registration[0]?.memberCard.lastFour).toBe(card.lastFour);

    const noCaptcha = await linkCards(browser, [card], { gRecaptchaResponse: '' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().fields).toEqual([
      { field: 'gRecaptchaResponse', message: FIELD_MESSAGES.captchaSelfHosted },
    ]);
    expect(errorCodes(noCaptcha.registration)).toEqual(['CAPTCHA_REQUIRED']);

    const forged = await linkCards(browser, [card], { gRecaptchaResponse: Buffer.from('{}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(errorCodes(forged.registration)).toEqual(['CAPTCHA_REQUIRED']);

    const withNumber = await linkCards(browser, [{ ...card, cardNumber: randomCardNumber('VISA') }]);
    expect(withNumber.statusCode).toBe(400);
    expect(await cardsOf(browser)).toEqual([]);
  });

  it('answers a malformed body with a 400 that still carries cardRegistration, never a 500', async () => {
    const browser = await signedIn(ctx, 'noncard', 'cirrella');
    const bodies: Array<[string, string]> = [
      ['not json', '{"creditCards": ['],
      ['a NUL in a field', JSON.stringify({ creditCards: [{ lastFour: '1234', cardType: 'Visa', x: 'a\u0000' }] })],
      ['a list', '[1, 2, 3]'],
    ];
    for (const [what, payload] of bodies) {
      const response = await browser.request('POST', '/api/Member/Cards', payload, {
        'content-type': 'application/json',
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ statusCode: 400, cardRegistration: expect.any(Array) });
    }
    expect(await cardsOf(browser)).toEqual([]);
  });

  it(`links at most ${MAX_LINKED_CARDS} cards: the next one fails with its own error and nothing changes`, async () => {
    const browser = await signedIn(ctx, 'noncard', 'kitefund');
    const twelve = await Promise.all(
      Array.from({ length: MAX_LINKED_CARDS }, () => frameCard(browser, randomCardNumber('DISC'))),
    );
    expect((await linkCards(browser, twelve)).statusCode).toBe(200);
    const thirteenth = await linkCards(browser, [await frameCard(browser, randomCardNumber('VISA'))]);
    expect(thirteenth.statusCode).toBe(422);
    expect(thirteenth.registration[0]?.error).toEqual({
      code: 'MAX_CARDS_REACHED',
      message: CARD_REGISTRATION_MESSAGES.MAX_CARDS_REACHED,
    });
    expect(await cardsOf(browser)).toHaveLength(MAX_LINKED_CARDS);
    const tooMany = await linkCards(browser, [...twelve, twelve[0]]);
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('partner-loaded cards', () => {
  it('are offered only where the partner loads cards (404 elsewhere)', async () => {
    const browser = await signedIn(ctx, 'card', 'aerovia');
    expect((await browser.request('GET', '/api/Cards/AllPartnerCards')).statusCode).toBe(404);
  });

  it("lists the member's own partner-loaded cards not yet linked, links one by its id, and refuses another member's", async () => {
    const browser = await signedIn(ctx, 'noncard', 'ostrand');
    const listed = (await browser.request('GET', '/api/Cards/AllPartnerCards')).json();
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ linkedAt: null, partnerCardId: 'demo-noncard-loaded-1' });
    const [first, second] = listed;
    const linked = await linkCards(browser, [{ cardId: first.id, lastFour: first.lastFour, cardType: first.cardType }]);
    expect(linked.statusCode).toBe(200);
    expect(linked.registration[0]?.memberCard).toMatchObject({
      partnerCardId: first.partnerCardId,
      description: first.description,
    });
    const after = (await browser.request('GET', '/api/Cards/AllPartnerCards')).json();
    expect(after.map((c: { id: string }) => c.id)).toEqual([second.id]);

    const other = await signedIn(ctx, 'closed', 'ostrand');
    const stolen = await linkCards(other, [
      { cardId: second.id, lastFour: second.lastFour, cardType: second.cardType },
    ]);
    expect(stolen.statusCode).toBe(422);
    expect(errorCodes(stolen.registration)).toEqual(['PARTNER_CARD_NOT_FOUND']);
    const wrongDetails = await linkCards(browser, [{ cardId: second.id, lastFour: '0000', cardType: second.cardType }]);
    expect(errorCodes(wrongDetails.registration)).toEqual(['CARD_DETAILS_MISMATCH']);
    expect(await cardsOf(other)).toEqual([]);
    expect(await cardsOf(browser)).toHaveLength(1);
  });
});
