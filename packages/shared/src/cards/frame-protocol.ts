import type { CardTypeCode } from '../constants';
import { isCardTypeCode, isCardTypeName, type CardTypeName } from './card-brands';

/**
 * The postMessage protocol between the app (parent) and the secure card-entry frame
 * (docs/decisions/0009). Both sides parse every message with these functions and drop anything
 * that is not exactly one of these shapes; origins are checked by the callers.
 */

/** The frame's own document, served with its own strict CSP. */
export const CARD_FRAME_PATH = '/card-frame/';
/** The vault's public key, which the frame encrypts card numbers with. */
export const CARD_FRAME_KEY_PATH = '/api/card-frame/key';
export const CARD_FRAME_CHANNEL = 'forkpoint-card-frame';
/** RSA-OAEP with SHA-256 (JWK "RSA-OAEP-256"): the only algorithm the vault decrypts. */
export const CARD_FRAME_KEY_ALGORITHM = 'RSA-OAEP-256';

/** All the frame ever hands the parent about a typed card: never the number itself. */
export interface EncryptedCard {
  encryptedCardNumber: string;
  keyId: string;
  lastFour: string;
  cardType: CardTypeName;
}

/**
 * How the frame's document looks beside the page around it (issue 15, defect 10): the page's font, the
 * colour of the surface it sits on and its text colour, so it is not a white box in another font on a
 * tinted page. Set through the CSSOM, which the frame's CSP allows; checked like every other field.
 */
export interface FrameAppearance {
  accentColor?: string;
  fontFamily?: string;
  surfaceColor?: string;
  textColor?: string;
}

export type ParentToFrameMessage =
  | ({ channel: typeof CARD_FRAME_CHANNEL; type: 'init'; cardTypesAccepted: CardTypeCode[] } & FrameAppearance)
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'submit'; requestId: string }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'reset' };

export type FrameToParentMessage =
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'ready' }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'change'; hasNumber: boolean }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'resize'; height: number }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'result'; requestId: string; ok: true; card: EncryptedCard }
  | { channel: typeof CARD_FRAME_CHANNEL; type: 'result'; requestId: string; ok: false; message: string };

/** The public key answer of GET /api/card-frame/key, as far as the frame needs it. */
export interface CardFrameKey {
  keyId: string;
  jwk: { kty: 'RSA'; n: string; e: string; alg: typeof CARD_FRAME_KEY_ALGORITHM };
}

const REQUEST_ID = /^[\w-]{1,64}$/;
const KEY_ID = /^[\w-]{8,64}$/;
const LAST_FOUR = /^\d{4}$/;
const BASE64 = /^[A-Za-z0-9+/]{100,2000}={0,2}$/;
const BASE64URL = /^[\w-]+$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** A CSS font-family list: names, quotes, commas and spaces only (no url(), no ; to end the declaration). */
const FONT_FAMILY = /^[A-Za-z0-9 ,'"_-]{1,200}$/;
const APPEARANCE_CHECKS: Record<keyof FrameAppearance, RegExp> = {
  accentColor: HEX_COLOR,
  fontFamily: FONT_FAMILY,
  surfaceColor: HEX_COLOR,
  textColor: HEX_COLOR,
};
const APPEARANCE_KEYS = Object.keys(APPEARANCE_CHECKS) as (keyof FrameAppearance)[];

/**
 * The appearance values the frame accepts, the others left out: the parent sends only these, since the
 * frame drops a whole init message with one bad value (and would then never learn the accepted brands).
 */
export function pickFrameAppearance(candidate: { [K in keyof FrameAppearance]?: string | null }): FrameAppearance {
  const appearance: FrameAppearance = {};
  for (const key of APPEARANCE_KEYS) {
    const value = candidate[key];
    if (typeof value === 'string' && APPEARANCE_CHECKS[key].test(value)) appearance[key] = value;
  }
  return appearance;
}
const MAX_MESSAGE_LENGTH = 300;
const MAX_FRAME_HEIGHT = 2000;

type Fields = Record<string, unknown>;

/** A plain object whose keys are exactly `required` plus any of `optional`, or null. */
function exactObject(data: unknown, required: readonly string[], optional: readonly string[] = []): Fields | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  if (Object.prototype.toString.call(data) !== '[object Object]') return null;
  const keys = Object.keys(data);
  if (!required.every((key) => keys.includes(key))) return null;
  if (!keys.every((key) => required.includes(key) || optional.includes(key))) return null;
  return data as Fields;
}

function onChannel(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { channel, type } = data as Fields;
  return channel === CARD_FRAME_CHANNEL && typeof type === 'string' ? type : null;
}

export function parseEncryptedCard(data: unknown): EncryptedCard | null {
  const card = exactObject(data, ['encryptedCardNumber', 'keyId', 'lastFour', 'cardType']);
  if (!card) return null;
  const { encryptedCardNumber, keyId, lastFour, cardType } = card;
  if (typeof encryptedCardNumber !== 'string' || !BASE64.test(encryptedCardNumber)) return null;
  if (typeof keyId !== 'string' || !KEY_ID.test(keyId)) return null;
  if (typeof lastFour !== 'string' || !LAST_FOUR.test(lastFour)) return null;
  if (!isCardTypeName(cardType)) return null;
  return { encryptedCardNumber, keyId, lastFour, cardType };
}

/** Parses what the frame receives from its parent. */
export function parseParentMessage(data: unknown): ParentToFrameMessage | null {
  const channel = CARD_FRAME_CHANNEL;
  switch (onChannel(data)) {
    case 'init': {
      const m = exactObject(data, ['channel', 'type', 'cardTypesAccepted'], APPEARANCE_KEYS);
      const accepted = m?.cardTypesAccepted;
      if (!m || !Array.isArray(accepted) || accepted.length === 0 || accepted.length > 4) return null;
      if (!accepted.every(isCardTypeCode) || new Set(accepted).size !== accepted.length) return null;
      const appearance: FrameAppearance = {};
      for (const key of APPEARANCE_KEYS) {
        const value = m[key];
        if (value === undefined) continue;
        if (typeof value !== 'string' || !APPEARANCE_CHECKS[key].test(value)) return null;
        appearance[key] = value;
      }
      return { channel, type: 'init', cardTypesAccepted: [...accepted], ...appearance };
    }
    case 'submit': {
      const m = exactObject(data, ['channel', 'type', 'requestId']);
      return m && typeof m.requestId === 'string' && REQUEST_ID.test(m.requestId)
        ? { channel, type: 'submit', requestId: m.requestId }
        : null;
    }
    case 'reset':
      return exactObject(data, ['channel', 'type']) ? { channel, type: 'reset' } : null;
    default:
      return null;
  }
}

/** Parses what the parent receives from the frame. */
export function parseFrameMessage(data: unknown): FrameToParentMessage | null {
  const channel = CARD_FRAME_CHANNEL;
  switch (onChannel(data)) {
    case 'ready':
      return exactObject(data, ['channel', 'type']) ? { channel, type: 'ready' } : null;
    case 'change': {
      const m = exactObject(data, ['channel', 'type', 'hasNumber']);
      return m && typeof m.hasNumber === 'boolean' ? { channel, type: 'change', hasNumber: m.hasNumber } : null;
    }
    case 'resize': {
      const m = exactObject(data, ['channel', 'type', 'height']);
      const height = m?.height;
      return typeof height === 'number' && Number.isInteger(height) && height >= 0 && height <= MAX_FRAME_HEIGHT
        ? { channel, type: 'resize', height }
        : null;
    }
    case 'result':
      return parseResult(data);
    default:
      return null;
  }
}

function parseResult(data: unknown): FrameToParentMessage | null {
  const channel = CARD_FRAME_CHANNEL;
  const ok = (data as Fields).ok;
  const m =
    ok === true
      ? exactObject(data, ['channel', 'type', 'requestId', 'ok', 'card'])
      : exactObject(data, ['channel', 'type', 'requestId', 'ok', 'message']);
  if (!m || typeof m.requestId !== 'string' || !REQUEST_ID.test(m.requestId)) return null;
  if (ok === true) {
    const card = parseEncryptedCard(m.card);
    return card ? { channel, type: 'result', requestId: m.requestId, ok: true, card } : null;
  }
  if (ok !== false || typeof m.message !== 'string' || m.message.length > MAX_MESSAGE_LENGTH) return null;
  return { channel, type: 'result', requestId: m.requestId, ok: false, message: m.message };
}

/** Parses the key answer; null when it is not an RSA-OAEP-256 public key with a key id. */
export function parseCardFrameKey(data: unknown): CardFrameKey | null {
  if (typeof data !== 'object' || data === null) return null;
  const { keyId, jwk } = data as Fields;
  if (typeof keyId !== 'string' || !KEY_ID.test(keyId) || typeof jwk !== 'object' || jwk === null) return null;
  const { kty, n, e, alg } = jwk as Fields;
  if (kty !== 'RSA' || alg !== CARD_FRAME_KEY_ALGORITHM) return null;
  if (typeof n !== 'string' || typeof e !== 'string' || !BASE64URL.test(n) || !BASE64URL.test(e)) return null;
  return { keyId, jwk: { kty, n, e, alg } };
}
