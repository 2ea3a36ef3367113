import { generateKeyPairSync, randomBytes, webcrypto } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardBrandsMessage,
  cardFrameKeyResponseSchema,
  type CardFrameKeyResponse,
  type EncryptedCardInput,
} from '@forkpoint/shared';
import { errorsPlugin } from '../src/plugins/errors';
import { createCardVault } from '../src/modules/card-vault/vault';
import { CardVaultError } from '../src/modules/card-vault/vault-error';
import { buildTestApp, openTestDatabase, type TestContext } from './helper';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/database';

const ALL = ['AMEX', 'DISC', 'MAST', 'VISA'] as const;
const VISA = '4111111111111111';
const AMEX = '378282246310005';

/** What the browser frame does with the answered key: WebCrypto RSA-OAEP (SHA-256). */
async function frameEncrypt(key: CardFrameKeyResponse, number: string): Promise<EncryptedCardInput> {
  const imported = await webcrypto.subtle.importKey('jwk', key.jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const sealed = await webcrypto.subtle.encrypt({ name: 'RSA-OAEP' }, imported, new TextEncoder().encode(number));
  const cardType = number.startsWith('4') ? 'visa' : number.startsWith('37') ? 'amex' : 'mastercard';
  return {
    encryptedCardNumber: Buffer.from(sealed).toString('base64'),
    keyId: key.keyId,
    lastFour: number.slice(-4),
    cardType,
  };
}

async function rejection(promise: Promise<unknown>): Promise<CardVaultError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CardVaultError);
  return error as CardVaultError;
}

let ctx: TestContext;
let key: CardFrameKeyResponse;
beforeAll(async () => {
  ctx = await buildTestApp({ seed: false });
  const response = await ctx.app.inject({ method: 'GET', url: '/api/card-frame/key' });
  key = cardFrameKeyResponseSchema.parse(response.json());
});
afterAll(async () => ctx?.close());

describe('GET /api/card-frame/key', () => {
  it('answers the vault public key as an RSA-OAEP-256 JWK with its key id, never cached and never the private part', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/card-frame/key' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(key);
    expect(key.jwk).not.toHaveProperty('d');
    expect(response.body).not.toMatch(/PRIVATE/);
    expect(key.keyId).toMatch(/^cv1_/);
  });

  it('keeps the generated key in the database, so every vault on that database answers the same key', async () => {
    const again = createCardVault({ db: ctx.database.db, production: false });
    expect(await again.publicKey()).toEqual(key);
  });
});

describe('sealing a card from the frame', () => {
  it('decrypts the frame ciphertext inside the vault and keeps only fingerprint, last four, brand and description', async () => {
    const sealed = await ctx.app.cardVault.sealCard(await frameEncrypt(key, VISA), ALL);
    expect(sealed).toEqual({
      fingerprint: expect.any(String),
      lastFour: '1111',
      cardType: 'visa',
      cardTypeCode: 'VISA',
      description: 'Visa',
      envelope: null,
    });
    expect(JSON.stringify(sealed)).not.toContain(VISA);
    expect(ctx.app.cardVault.keepsEncryptedNumbers).toBe(false);
  });

  it('gives the same card the same fingerprint however it was encrypted, and matches a transaction number', async () => {
    const a = await ctx.app.cardVault.sealCard(await frameEncrypt(key, VISA), ALL);
    const b = await ctx.app.cardVault.sealCard(await frameEncrypt(key, VISA), ALL);
    const amex = await ctx.app.cardVault.sealCard(await frameEncrypt(key, AMEX), ALL);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(amex.fingerprint).not.toBe(a.fingerprint);
    expect(await ctx.app.cardVault.fingerprint('4111 1111 1111 1111')).toBe(a.fingerprint);
  });

  it('refuses a ciphertext naming another key id', async () => {
    const error = await rejection(
      ctx.app.cardVault.sealCard({ ...(await frameEncrypt(key, VISA)), keyId: 'cv1_someoldkey0000000000' }, ALL),
    );
    expect(error.reason).toBe('UNKNOWN_KEY');
  });

  it('refuses a tampered ciphertext', async () => {
    const card = await frameEncrypt(key, VISA);
    const bytes = Buffer.from(card.encryptedCardNumber, 'base64');
    bytes[10] = (bytes[10] ?? 0) ^ 0x01;
    const error = await rejection(
      ctx.app.cardVault.sealCard({ ...card, encryptedCardNumber: bytes.toString('base64') }, ALL),
    );
    expect(error.reason).toBe('UNREADABLE');
  });

  it('refuses a wrong check digit and an unaccepted brand with the brands message', async () => {
    const wrongDigit = await rejection(ctx.app.cardVault.sealCard(await frameEncrypt(key, '4111111111111112'), ALL));
    expect(wrongDigit).toMatchObject({ reason: 'INVALID_CARD', message: cardBrandsMessage(ALL) });
    const amexForVisaOnly = await rejection(ctx.app.cardVault.sealCard(await frameEncrypt(key, AMEX), ['VISA']));
    expect(amexForVisaOnly).toMatchObject({
      reason: 'INVALID_CARD',
      message: 'Card must be Visa® with registered marks.',
    });
  });

  it('refuses last four or card type that are not the number’s own', async () => {
    const card = await frameEncrypt(key, VISA);
    expect((await rejection(ctx.app.cardVault.sealCard({ ...card, lastFour: '9999' }, ALL))).reason).toBe('MISMATCH');
    expect((await rejection(ctx.app.cardVault.sealCard({ ...card, cardType: 'amex' }, ALL))).reason).toBe('MISMATCH');
  });

  it('answers every vault refusal as a 400 with a field message through the error handler, never a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.post('/seal', async (request) => ctx.app.cardVault.sealCard(request.body as EncryptedCardInput, ALL));
    const good = await frameEncrypt(key, VISA);
    const cases = [
      { ...good, keyId: 'cv1_other000000000000000' },
      { ...good, encryptedCardNumber: 'QUJD' },
      { ...good, lastFour: '0000' },
    ];
    for (const payload of cases) {
      const response = await app.inject({ method: 'POST', url: '/seal', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: [{ field: 'encryptedCardNumber' }] });
      expect(response.body).not.toContain(VISA);
    }
    await app.close();
  });
});

describe('vault configuration', () => {
  it('uses the configured private key, and keeps the number in an envelope only when an envelope key is set', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const configured = await buildTestApp({
      seed: false,
      env: {
        CARD_VAULT_PRIVATE_KEY: pem,
        CARD_FINGERPRINT_SECRET: 'f'.repeat(40),
        CARD_VAULT_ENVELOPE_KEY: randomBytes(32).toString('base64'),
      },
    });
    try {
      const answer = (
        await configured.app.inject({ method: 'GET', url: '/api/card-frame/key' })
      ).json() as CardFrameKeyResponse;
      expect(answer.keyId).not.toBe(key.keyId);
      const sealed = await configured.app.cardVault.sealCard(await frameEncrypt(answer, VISA), ALL);
      expect(sealed.envelope).toMatch(/^v1\./);
      expect(sealed.envelope).not.toContain(VISA);
      expect(configured.app.cardVault.keepsEncryptedNumbers).toBe(true);
      // The configured key is never written to the database.
      expect(await storedVaultKeys(configured.database)).toEqual([]);
    } finally {
      await configured.close();
    }
  });

  it('refuses (503) in production without a configured key, and generates nothing', async () => {
    // loadEnv already refuses such a production start (config/env.ts); this guards apps built otherwise.
    const database = await openTestDatabase();
    try {
      await migrate(database);
      const refusal = createCardVault({ db: database.db, production: true }).publicKey();
      await expect(refusal).rejects.toMatchObject({ code: 'UNAVAILABLE', statusCode: 503 });
      expect(await storedVaultKeys(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('settles on one key when two vaults generate at the same time on a fresh database', async () => {
    const database = await openTestDatabase();
    try {
      await migrate(database);
      const [a, b] = await Promise.all([
        createCardVault({ db: database.db, production: false }).publicKey(),
        createCardVault({ db: database.db, production: false }).publicKey(),
      ]);
      expect(a.keyId).toBe(b.keyId);
    } finally {
      await database.close();
    }
  });
});

/** The purposes of the vault keys kept in the database. */
function storedVaultKeys(database: Database) {
  return database.db
    .withTables<{ vault_keys: { purpose: string } }>()
    .selectFrom('vault_keys')
    .select('purpose')
    .execute();
}
