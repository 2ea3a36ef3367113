import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_FRAME_CHANNEL as channel,
  parseCardFrameKey,
  parseEncryptedCard,
  parseFrameMessage,
  parseParentMessage,
  pickFrameAppearance,
} from './frame-protocol';

const card = { encryptedCardNumber: 'A'.repeat(340) + '==', keyId: 'key_12345678', lastFour: '1111', cardType: 'visa' };

describe('the card frame message protocol', () => {
  it('accepts the parent messages it defines', () => {
    expect(parseParentMessage({ channel, type: 'init', cardTypesAccepted: ['VISA', 'AMEX'] })).toEqual({
      channel,
      type: 'init',
      cardTypesAccepted: ['VISA', 'AMEX'],
    });
    expect(
      parseParentMessage({ channel, type: 'init', cardTypesAccepted: ['VISA'], accentColor: '#0a3d62' })?.type,
    ).toBe('init');
    expect(parseParentMessage({ channel, type: 'submit', requestId: 'r-1' })).toEqual({
      channel,
      type: 'submit',
      requestId: 'r-1',
    });
    expect(parseParentMessage({ channel, type: 'reset' })).toEqual({ channel, type: 'reset' });
  });

  it("carries the page's font, surface and text colours to the frame", () => {
    const appearance = {
      accentColor: '#0a3d62',
      fontFamily: '"Helvetica Neue", Helvetica, Arial, sans-serif',
      surfaceColor: '#fcfbf8',
      textColor: '#1c1917',
    };
    expect(parseParentMessage({ channel, type: 'init', cardTypesAccepted: ['VISA'], ...appearance })).toEqual({
      channel,
      type: 'init',
      cardTypesAccepted: ['VISA'],
      ...appearance,
    });
  });

  it('refuses an appearance that is not a plain colour or font list', () => {
    for (const appearance of [
      { fontFamily: 'Inter; background: url(https://evil.example/x)' },
      { fontFamily: 'x'.repeat(201) },
      { fontFamily: '' },
      { surfaceColor: 'rgb(0, 0, 0)' },
      { textColor: '#fff' },
      { surfaceColor: 7 },
    ]) {
      expect(parseParentMessage({ channel, type: 'init', cardTypesAccepted: ['VISA'], ...appearance })).toBeNull();
    }
  });

  it('lets the parent send only the appearance values the frame accepts', () => {
    expect(
      pickFrameAppearance({
        accentColor: '#0a3d62',
        fontFamily: 'Inter; color: red',
        surfaceColor: null,
        textColor: '#1c1917',
      }),
    ).toEqual({ accentColor: '#0a3d62', textColor: '#1c1917' });
  });

  it('drops parent messages of another channel, with extra fields or bad values', () => {
    for (const message of [
      { channel: 'other', type: 'reset' },
      { channel, type: 'reset', extra: 1 },
      { channel, type: 'init', cardTypesAccepted: [] },
      { channel, type: 'init', cardTypesAccepted: ['VISA', 'VISA'] },
      { channel, type: 'init', cardTypesAccepted: ['JCB'] },
      { channel, type: 'init', cardTypesAccepted: ['VISA'], accentColor: 'red; background: url(x)' },
      { channel, type: 'submit', requestId: '' },
      { channel, type: 'submit', requestId: 'a'.repeat(65) },
      { channel, type: 'unknown' },
      'reset',
      null,
      [channel, 'reset'],
    ]) {
      expect(parseParentMessage(message)).toBeNull();
    }
  });

  it('accepts a result that carries only the encrypted card, and nothing more', () => {
    expect(parseFrameMessage({ channel, type: 'result', requestId: 'r1', ok: true, card })).toEqual({
      channel,
      type: 'result',
      requestId: 'r1',
      ok: true,
      card,
    });
    expect(
      parseFrameMessage({
        channel,
        type: 'result',
        requestId: 'r1',
        ok: true,
        card: { ...card, cardNumber: '4111111111111111' },
      }),
    ).toBeNull();
    expect(
      parseFrameMessage({ channel, type: 'result', requestId: 'r1', ok: true, card, number: '4111111111111111' }),
    ).toBeNull();
    expect(
      parseFrameMessage({
        channel,
        type: 'result',
        requestId: 'r1',
        ok: false,
        message: 'Please enter your credit card number.',
      })?.type,
    ).toBe('result');
  });

  it('refuses an encrypted card whose fields are malformed', () => {
    expect(parseEncryptedCard(card)).toEqual(card);
    expect(parseEncryptedCard({ ...card, encryptedCardNumber: '4111111111111111' })).toBeNull();
    expect(parseEncryptedCard({ ...card, lastFour: '111' })).toBeNull();
    expect(parseEncryptedCard({ ...card, cardType: 'VISA' })).toBeNull();
    expect(parseEncryptedCard({ ...card, keyId: 'short' })).toBeNull();
  });

  it('accepts ready, change and resize from the frame', () => {
    expect(parseFrameMessage({ channel, type: 'ready' })?.type).toBe('ready');
    expect(parseFrameMessage({ channel, type: 'change', hasNumber: true })).toEqual({
      channel,
      type: 'change',
      hasNumber: true,
    });
    expect(parseFrameMessage({ channel, type: 'resize', height: 120 })).toEqual({
      channel,
      type: 'resize',
      height: 120,
    });
    expect(parseFrameMessage({ channel, type: 'change', hasNumber: 'yes' })).toBeNull();
    expect(parseFrameMessage({ channel, type: 'resize', height: -1 })).toBeNull();
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        parseFrameMessage(data);
        parseParentMessage(data);
        parseCardFrameKey(data);
      }),
    );
  });

  it('reads an RSA-OAEP-256 key answer and refuses other keys', () => {
    const jwk = { kty: 'RSA', n: 'sXch', e: 'AQAB', alg: 'RSA-OAEP-256' };
    expect(parseCardFrameKey({ keyId: 'k_12345678', jwk: { ...jwk, use: 'enc' } })).toEqual({
      keyId: 'k_12345678',
      jwk,
    });
    expect(parseCardFrameKey({ keyId: 'k_12345678', jwk: { ...jwk, alg: 'RSA-OAEP' } })).toBeNull();
    expect(parseCardFrameKey({ keyId: 'k_12345678', jwk: { ...jwk, kty: 'EC' } })).toBeNull();
  });
});
