import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_FRAME_KEY_PATH, cardFrameKeyResponseSchema } from '@forkpoint/shared';
import type { Env } from '../../config/env';
import { createCardVault, type CardVault } from './vault';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card vault: the card calls seal cards through it; nothing else sees a card number. */
    cardVault: CardVault;
  }
}

export interface CardVaultRoutesOptions {
  env: Pick<Env, 'NODE_ENV' | 'CARD_VAULT_PRIVATE_KEY' | 'CARD_FINGERPRINT_SECRET' | 'CARD_VAULT_ENVELOPE_KEY'>;
}

const cardVault: FastifyPluginAsyncZod<CardVaultRoutesOptions> = async (app, { env }) => {
  app.decorate(
    'cardVault',
    createCardVault({
      db: app.database.db,
      production: env.NODE_ENV === 'production',
      privateKeyPem: env.CARD_VAULT_PRIVATE_KEY,
      fingerprintSecret: env.CARD_FINGERPRINT_SECRET,
      envelopeKey: env.CARD_VAULT_ENVELOPE_KEY,
    }),
  );

  app.get(CARD_FRAME_KEY_PATH, { schema: { response: { 200: cardFrameKeyResponseSchema } } }, async (_request) => {
    // After a key rotation every open frame must fetch the new key, so no cache may keep the old one.
    return app.cardVault.publicKey();
  });
};

/** Not encapsulated, so the card calls registered later reach app.cardVault. */
export const cardVaultRoutes = fp(cardVault, { name: 'card-vault', dependencies: ['database'] });
