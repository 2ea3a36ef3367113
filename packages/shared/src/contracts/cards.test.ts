import { describe, expect, it } from 'vitest';
import { MAX_LINKED_CARDS } from '../constants';
import { linkCardsRequestSchema, linkCardsResponseSchema } from './cards';

const manual = { encryptedCardNumber: 'QUJD'.repeat(100), keyId: 'key_12345678', lastFour: '1111', cardType: 'visa' };
const partnerCard = { cardId: 'pc-1', lastFour: '4444', cardType: 'mastercard' };
const body = { creditCards: [manual, partnerCard], directFileFeedOptIn: true, gRecaptchaResponse: 'token' };

describe('the link-card request contract', () => {
  it('takes encrypted manual cards and partner-loaded cards together', () => {
    expect(linkCardsRequestSchema.parse(body).creditCards).toHaveLength(2);
  });

  it('refuses a clear card number in any card', () => {
    const withNumber = { ...body, creditCards: [{ ...manual, cardNumber: '4111111111111111' }] };
    expect(linkCardsRequestSchema.safeParse(withNumber).success).toBe(false);
    const numberAsCiphertext = { ...body, creditCards: [{ ...manual, encryptedCardNumber: '4111 1111 1111 1111' }] };
    expect(linkCardsRequestSchema.safeParse(numberAsCiphertext).success).toBe(false);
  });

  it(`refuses more than ${MAX_LINKED_CARDS} cards, no card, missing terms and a missing bot check`, () => {
    const tooMany = { ...body, creditCards: Array.from({ length: MAX_LINKED_CARDS + 1 }, () => partnerCard) };
    const cases = [
      tooMany,
      { ...body, creditCards: [] },
      { ...body, directFileFeedOptIn: false },
      { ...body, gRecaptchaResponse: '' },
    ];
    for (const bad of cases) expect(linkCardsRequestSchema.safeParse(bad).success).toBe(false);
    const max = { ...body, creditCards: Array.from({ length: MAX_LINKED_CARDS }, () => partnerCard) };
    expect(linkCardsRequestSchema.safeParse(max).success).toBe(true);
  });
});

describe('moving a card from another program', () => {
  it('is confirmed per card with confirmProgramMove: true, and nothing else', () => {
    const confirmed = {
      ...body,
      creditCards: [
        { ...manual, confirmProgramMove: true },
        { ...partnerCard, confirmProgramMove: true },
      ],
    };
    expect(linkCardsRequestSchema.parse(confirmed).creditCards.every((card) => card.confirmProgramMove === true)).toBe(
      true,
    );
    for (const flag of [false, 'yes', 1]) {
      expect(
        linkCardsRequestSchema.safeParse({ ...body, creditCards: [{ ...manual, confirmProgramMove: flag }] }).success,
      ).toBe(false);
    }
  });
});

describe('the card registration answer contract', () => {
  it('carries each card with its error, and a failed card without an id', () => {
    const answer = {
      cardRegistration: [
        {
          memberCard: { id: 'c1', cardType: 'visa', lastFour: '1111', description: 'Visa', partnerCardId: null },
          error: null,
        },
        {
          memberCard: {
            id: null,
            cardType: 'amex',
            lastFour: '0005',
            description: 'American Express',
            partnerCardId: null,
          },
          error: { code: 'DUPLICATE', message: 'Already linked.' },
        },
      ],
    };
    expect(linkCardsResponseSchema.parse(answer).cardRegistration[1]?.error?.code).toBe('DUPLICATE');
  });
});
