import { z } from 'zod';

/**
 * Which card-entry provider a program's card form runs (docs/decisions/0051-card-entry-provider.md): our own
 * secure frame (decision 0009, the default), or a hosted-fields provider's script (Stripe-style: a script URL, a
 * publishable key, card fields it mounts and a token it creates). The server picks the publishable key by its
 * production flag; the browser never sees the other one, nor any secret key.
 */

/** GET: the request's program's card-entry provider. */
export const CARD_ENTRY_CONFIG_PATH = '/api/card-entry';

export const frameCardEntrySchema = z.object({ provider: z.literal('frame') });

export const hostedFieldsCardEntrySchema = z.object({
  provider: z.literal('hosted-fields'),
  /** The provider's script as members read its name in the load-failure message ('Stripe.js'). */
  name: z.string().min(1).max(60),
  /** The script the adapter adds to the page (an https URL, or a path of this site for the local stand-in). */
  scriptUrl: z.string().min(1),
  /** The global the script defines, called with the publishable key (Stripe's is `Stripe`). */
  globalName: z.string().regex(/^[A-Za-z_$][\w$]{0,40}$/),
  /** The live key in production, the test key elsewhere (the server's production flag). */
  publishableKey: z.string().min(1).max(200),
});

export const cardEntryConfigSchema = z.discriminatedUnion('provider', [
  frameCardEntrySchema,
  hostedFieldsCardEntrySchema,
]);
export type CardEntryConfig = z.infer<typeof cardEntryConfigSchema>;
export type HostedFieldsCardEntry = z.infer<typeof hostedFieldsCardEntrySchema>;

/** A provider's token as the form sends it: `tok_` and the provider's characters. */
export const CARD_TOKEN_PATTERN = /^tok_[\w.-]{8,2000}$/;
