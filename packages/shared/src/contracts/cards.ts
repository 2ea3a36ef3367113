import { z } from 'zod';
import { CARD_TYPES, MAX_LINKED_CARDS } from '../constants';
import { CARD_TYPE_NAMES } from '../cards/card-brands';
import { CARD_FRAME_KEY_ALGORITHM } from '../cards/frame-protocol';
import { CARD_TOKEN_PATTERN } from './card-entry';
import { FIELD_MESSAGES } from '../rules/member-fields';
import { apiErrorSchema } from './errors';

/**
 * Contracts of the card calls (spec part 2 §3 Card, Add-card form values, Card registration
 * result; §7 card calls) and of the vault's public key. A manual card reaches the server only as
 * the secure frame's ciphertext; the clear number is never part of any contract.
 */

export const MEMBER_CARDS_PATH = '/api/Member/Cards';
export const ALL_PARTNER_CARDS_PATH = '/api/Cards/AllPartnerCards';

const lastFourSchema = z.string().regex(/^\d{4}$/, 'must be the last four digits');
const cardIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'is not a card id');
export const cardTypeNameSchema = z.enum(CARD_TYPE_NAMES);

/** Card (part 2 §3). linkedAt: since when it is linked, as purchases before linking never earn. */
export const cardSchema = z.object({
  id: cardIdSchema,
  cardType: cardTypeNameSchema,
  lastFour: lastFourSchema,
  description: z.string().max(100),
  partnerCardId: z.string().max(64).nullable(),
  linkedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type Card = z.infer<typeof cardSchema>;

/** GET /api/Member/Cards and GET /api/Cards/AllPartnerCards answer a list of cards. */
export const cardListResponseSchema = z.array(cardSchema);

/**
 * Sent again with a card that answered CARD_IN_OTHER_PROGRAM, once the member confirmed its notice:
 * the card then moves from the other program to this one (docs/decisions/0009, card calls).
 */
const confirmProgramMoveSchema = z.literal(true).optional();

/** A card typed into the secure frame: the vault's ciphertext and the key it was made with. */
export const encryptedCardInputSchema = z.strictObject({
  encryptedCardNumber: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be the secure card frame’s encrypted number'),
  keyId: z.string().regex(/^[\w-]{8,64}$/, 'is not a key id'),
  lastFour: lastFourSchema,
  cardType: cardTypeNameSchema,
  confirmProgramMove: confirmProgramMoveSchema,
});
export type EncryptedCardInput = z.infer<typeof encryptedCardInputSchema>;

/**
 * A card typed into a hosted-fields provider's fields (docs/decisions/0051-card-entry-provider.md): the
 * provider's token, which the server verifies with the provider's secret key; lastFour and cardType as the
 * provider reported them, checked against the verified token.
 */
export const tokenizedCardInputSchema = z.strictObject({
  cardToken: z.string().max(2004).regex(CARD_TOKEN_PATTERN, 'must be the card provider’s token'),
  lastFour: lastFourSchema,
  cardType: cardTypeNameSchema,
  confirmProgramMove: confirmProgramMoveSchema,
});
export type TokenizedCardInput = z.infer<typeof tokenizedCardInputSchema>;

/** A partner-loaded card chosen by its checkbox (creditCards.N.cardId). */
export const partnerCardInputSchema = z.strictObject({
  cardId: cardIdSchema,
  lastFour: lastFourSchema,
  cardType: cardTypeNameSchema,
  confirmProgramMove: confirmProgramMoveSchema,
});
export type PartnerCardInput = z.infer<typeof partnerCardInputSchema>;

export const creditCardInputSchema = z.union([
  encryptedCardInputSchema,
  tokenizedCardInputSchema,
  partnerCardInputSchema,
]);
export type CreditCardInput = z.infer<typeof creditCardInputSchema>;

/** POST /api/Member/Cards (Add-card form values). */
export const linkCardsRequestSchema = z.object({
  creditCards: z
    .array(creditCardInputSchema)
    .min(1, 'Choose or enter at least one card.')
    .max(MAX_LINKED_CARDS, `At most ${MAX_LINKED_CARDS} cards can be linked.`),
  directFileFeedOptIn: z.literal(true, { error: 'Please accept the card terms to link a card.' }),
  // No answer at all: the contract cannot know which check runs, so it names none ("security check"); an answer
  // that fails the check gets the running check's words from the route (captchaMessage).
  gRecaptchaResponse: z.string().min(1, FIELD_MESSAGES.captchaSelfHosted).max(10_000),
});
export type LinkCardsRequest = z.infer<typeof linkCardsRequestSchema>;

export const cardRegistrationErrorSchema = z.object({ code: z.string(), message: z.string() });
export type CardRegistrationError = z.infer<typeof cardRegistrationErrorSchema>;

/** One card's result: memberCard (with lastFour; id null when it was not linked) and error. */
export const cardRegistrationEntrySchema = z.object({
  memberCard: cardSchema.extend({ id: cardIdSchema.nullable() }),
  error: cardRegistrationErrorSchema.nullable(),
});
export type CardRegistrationEntry = z.infer<typeof cardRegistrationEntrySchema>;

/** The answer of POST /api/Member/Cards, also the parsed body of its non-OK answers (part 2 §7). */
export const linkCardsResponseSchema = z.object({ cardRegistration: z.array(cardRegistrationEntrySchema) });
export type LinkCardsResponse = z.infer<typeof linkCardsResponseSchema>;

/** POST /api/Member/Cards answers this status (body: linkCardsResponseSchema) when any card failed. */
export const LINK_CARDS_FAILED_STATUS = 422;

/** Top-level message of the link form's 400 (missing terms, bot check or card data). */
export const LINK_CARDS_FORM_MESSAGE = 'No cards were linked. Please check the form for errors.';

/**
 * The 400 of POST /api/Member/Cards: the error body with `fields`, plus cardRegistration with every
 * card of the request failed by the first form error, for clients that read only cardRegistration
 * from a non-OK answer (part 2 §7).
 */
export const linkCardsFormErrorSchema = apiErrorSchema.extend({
  cardRegistration: z.array(cardRegistrationEntrySchema),
});
export type LinkCardsFormError = z.infer<typeof linkCardsFormErrorSchema>;

/**
 * Per-card error codes of POST /api/Member/Cards. Messages the server words itself are here; the
 * vault's refusals carry the vault's message, CARD_TYPE_NOT_ACCEPTED the brands message (part 2 §5).
 */
export const CARD_REGISTRATION_ERROR_CODES = [
  'MAX_CARDS_REACHED',
  'CARD_ALREADY_LINKED',
  'CARD_LINKED_TO_ANOTHER_MEMBER',
  'CARD_IN_OTHER_PROGRAM',
  'PARTNER_CARD_NOT_FOUND',
  'CARD_TYPE_NOT_ACCEPTED',
  'CARD_NUMBER_INVALID',
  'CARD_UNREADABLE',
  'CARD_KEY_UNKNOWN',
  'CARD_DETAILS_MISMATCH',
  'TERMS_REQUIRED',
  'CAPTCHA_REQUIRED',
  'INVALID_REQUEST',
] as const;
export type CardRegistrationErrorCode = (typeof CARD_REGISTRATION_ERROR_CODES)[number];

export const CARD_REGISTRATION_MESSAGES = {
  MAX_CARDS_REACHED: `You already have the maximum of ${MAX_LINKED_CARDS} linked cards. Delete a card to link another.`,
  CARD_ALREADY_LINKED: 'This card is already linked to your account.',
  CARD_LINKED_TO_ANOTHER_MEMBER:
    'This card is already linked to another account in this program. Please contact customer support if it is yours.',
  // Says nothing of the other program or its member: only that the card earns elsewhere and what confirming does.
  CARD_IN_OTHER_PROGRAM:
    'This card already earns rewards in another dining program, and a card earns in one program at a time. Confirm to move it here: it earns in this program from the moment it moves, stops earning in the other program, and the account holder there is told by email.',
  PARTNER_CARD_NOT_FOUND: 'This card is not available to link. Please refresh the page and try again.',
} as const satisfies Partial<Record<CardRegistrationErrorCode, string>>;

/** DELETE /api/Member/Cards?id */
export const deleteCardQuerySchema = z.object({ id: cardIdSchema });

/** The answer of DELETE /api/Member/Cards: the removed card and whether that closed the account (then: /SignOut). */
export const deleteCardResponseSchema = z.object({ memberCard: cardSchema, accountClosed: z.boolean() });
export type DeleteCardResponse = z.infer<typeof deleteCardResponseSchema>;

/** GET /api/card-frame/key: the vault's public key as a JWK for WebCrypto, and as SPKI DER (base64). */
export const cardFrameKeyResponseSchema = z.object({
  keyId: z.string().regex(/^[\w-]{8,64}$/),
  algorithm: z.literal(CARD_FRAME_KEY_ALGORITHM),
  jwk: z.object({
    kty: z.literal('RSA'),
    n: z.string(),
    e: z.string(),
    alg: z.literal(CARD_FRAME_KEY_ALGORITHM),
    use: z.literal('enc'),
    kid: z.string(),
  }),
  spki: z.string(),
});
export type CardFrameKeyResponse = z.infer<typeof cardFrameKeyResponseSchema>;

export const cardTypeCodeSchema = z.enum(CARD_TYPES);
