import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { EnvError, loadEnv } from '../config/env';
import { CARD_LOG_REDACT_PATHS } from './card-log-redaction';

const rsaPem = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const pem = rsaPem(2048);
const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) };

describe('card vault configuration', () => {
  it('reads a PEM private key, also written on one line with \\n escapes', () => {
    expect(loadEnv({ CARD_VAULT_PRIVATE_KEY: pem }).CARD_VAULT_PRIVATE_KEY).toBe(pem);
    expect(loadEnv({ CARD_VAULT_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).CARD_VAULT_PRIVATE_KEY).toBe(pem);
  });

  it('refuses a key that is not RSA PEM or is smaller than 2048 bits, without printing it', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const bad of ['not a key', ec, rsaPem(1024)]) {
      expect(() => loadEnv({ CARD_VAULT_PRIVATE_KEY: bad })).toThrow(
        /CARD_VAULT_PRIVATE_KEY: must be a PEM RSA private key of at least 2048 bits/,
      );
      try {
        loadEnv({ CARD_VAULT_PRIVATE_KEY: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain('PRIVATE KEY-----\n');
      }
    }
  });

  it('takes a 32-byte base64 envelope key and a fingerprint secret of at least 32 characters', () => {
    const envelope = randomBytes(32).toString('base64');
    expect(loadEnv({ CARD_VAULT_ENVELOPE_KEY: envelope }).CARD_VAULT_ENVELOPE_KEY).toBe(envelope);
    expect(() => loadEnv({ CARD_VAULT_ENVELOPE_KEY: randomBytes(16).toString('base64') })).toThrow(
      /CARD_VAULT_ENVELOPE_KEY/,
    );
    expect(() => loadEnv({ CARD_FINGERPRINT_SECRET: 'short' })).toThrow(
      /CARD_FINGERPRINT_SECRET: must be at least 32 characters/,
    );
  });

  it('requires the vault key and fingerprint secret in production, listed with every other missing secret', () => {
    expect(() => loadEnv(production)).toThrow(EnvError);
    expect(() => loadEnv(production)).toThrow(
      /CARD_VAULT_PRIVATE_KEY: is required in production\n {2}CARD_FINGERPRINT_SECRET: is required in production/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: is required in production\n {2}CARD_VAULT_PRIVATE_KEY: is required in production\n {2}CARD_FINGERPRINT_SECRET: is required in production/,
    );
    expect(() =>
      loadEnv({
        ...production,
        CARD_VAULT_PRIVATE_KEY: pem,
        CARD_FINGERPRINT_SECRET: 'f'.repeat(32),
        PROCESSOR_SIGNING_SECRET: 'p'.repeat(32),
        CATALOG_SIGNING_SECRET: 'c'.repeat(32),
        STAFF_TOTP_KEY: 'a'.repeat(64),
      }),
    ).not.toThrow();
    expect(() => loadEnv({})).not.toThrow();
  });
});

describe('log redaction', () => {
  it('keeps card numbers, ciphertext and link requests out of log lines', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ redact: CARD_LOG_REDACT_PATHS }, sink);
    const card = { encryptedCardNumber: 'c2VjcmV0LWNpcGhlcnRleHQ=', lastFour: '1111', cardType: 'visa' };
    log.info({ cardNumber: '4111111111111111' }, 'a');
    log.info({ card: { cardNumber: '5555555555554444', envelope: 'v1.abc' } }, 'b');
    log.info({ body: { creditCards: [card] } }, 'c');
    log.info({ req: { body: { creditCards: [card] } }, creditCards: [card] }, 'd');
    log.info(card, 'e');
    const output = lines.join('');
    expect(lines).toHaveLength(5);
    for (const secret of ['4111111111111111', '5555555555554444', 'c2VjcmV0LWNpcGhlcnRleHQ=', 'v1.abc']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[Redacted]');
  });
});
