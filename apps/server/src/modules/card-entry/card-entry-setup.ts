import type { CardEntryConfig, HostedFieldsCardEntry, Partner } from '@forkpoint/shared';
import { keyMode, modeFor, publishableKeyModeProblem } from '../../config/card-entry-keys';
import { EnvError } from '../../config/env';
import { hostedFieldsVerifier } from './hosted-fields-verifier';
import type { CardTokenVerifier } from './token-verifier';

/**
 * Each program's card entry, resolved once at start-up (docs/decisions/0051-card-entry-provider.md): the own
 * frame, or its hosted-fields provider with the publishable key of the server's mode (live only in production)
 * and a verifier holding the secret key. Every problem of every program is listed at once and the start refused.
 */

/** The local stand-in provider (stand-ins/card-entry), wired in by the composition, never in production. */
export interface CardEntryStandIn {
  entry: HostedFieldsCardEntry;
  verifier: CardTokenVerifier;
}

export interface CardEntrySetupOptions {
  production: boolean;
  partners: readonly Partner[];
  /** CARD_ENTRY_SECRET_KEYS, by partner code. */
  secretKeys: Readonly<Record<string, string>>;
  /** CARD_ENTRY_PROVIDER=stand-in: every program runs the hosted-fields adapter against the stand-in. */
  standIn?: CardEntryStandIn;
  fetch?: typeof fetch;
}

export interface CspSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

export interface CardEntrySetup {
  /** What GET /api/card-entry answers for the program. */
  configFor(partner: Partner): CardEntryConfig;
  /** The program's token verifier; null where it runs the own frame (its cards go through the vault). */
  verifierFor(partner: Partner): CardTokenVerifier | null;
  /** The configured providers' origins, for the app's CSP; empty with no provider (or only the stand-in). */
  cspSources: CspSources;
}

export class CardEntryConfigError extends EnvError {}

const FRAME: CardEntryConfig = { provider: 'frame' };

export function resolveCardEntry(options: CardEntrySetupOptions): CardEntrySetup {
  const { production, standIn } = options;
  if (standIn) {
    if (production) throw new CardEntryConfigError('CARD_ENTRY_PROVIDER=stand-in is refused in production.');
    return { configFor: () => standIn.entry, verifierFor: () => standIn.verifier, cspSources: emptySources() };
  }

  const problems: string[] = [];
  const configs = new Map<string, CardEntryConfig>();
  const verifiers = new Map<string, CardTokenVerifier>();
  const sources = emptySources();
  const mode = modeFor(production);

  for (const partner of options.partners) {
    const hosted = partner.cardEntry.provider === 'hosted-fields' ? partner.cardEntry.hostedFields : null;
    if (!hosted) continue;
    const at = `${partner.code}: cardEntry.hostedFields`;
    for (const [slot, expected] of [
      ['testPublishableKey', 'test'],
      ['livePublishableKey', 'live'],
    ] as const) {
      const key = hosted[slot];
      if (key !== null && keyMode(key) !== expected) problems.push(`${at}.${slot} must be a pk_${expected}_ key`);
    }
    const slot = mode === 'live' ? 'livePublishableKey' : 'testPublishableKey';
    const publishableKey = hosted[slot];
    const keyProblem = publishableKey === null ? null : publishableKeyModeProblem(publishableKey, production);
    if (publishableKey === null) {
      problems.push(`${at}.${slot} is required: the server runs in ${production ? 'production' : 'development'}`);
    } else if (keyProblem) {
      problems.push(`${at}.${slot} ${keyProblem}`);
    }
    const secretKey = options.secretKeys[partner.code];
    if (!secretKey)
      problems.push(`CARD_ENTRY_SECRET_KEYS.${partner.code} is required: its card entry is hosted-fields`);
    if (!publishableKey || keyProblem || !secretKey) continue;

    configs.set(partner.code, {
      provider: 'hosted-fields',
      name: hosted.name,
      scriptUrl: hosted.scriptUrl,
      globalName: hosted.globalName,
      publishableKey,
    });
    verifiers.set(
      partner.code,
      hostedFieldsVerifier({
        apiUrl: hosted.apiUrl,
        secretKey,
        production,
        fingerprintPrefix: `hf:${new URL(hosted.apiUrl).host}:`,
        fetch: options.fetch,
      }),
    );
    addOnce(sources.scriptSrc, new URL(hosted.scriptUrl).origin);
    for (const origin of hosted.frameOrigins) addOnce(sources.frameSrc, new URL(origin).origin);
    for (const origin of hosted.connectOrigins) addOnce(sources.connectSrc, new URL(origin).origin);
  }
  if (problems.length > 0) {
    throw new CardEntryConfigError(`Invalid card entry configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    configFor: (partner) => configs.get(partner.code) ?? FRAME,
    verifierFor: (partner) => verifiers.get(partner.code) ?? null,
    cspSources: sources,
  };
}

function emptySources(): CspSources {
  return { scriptSrc: [], frameSrc: [], connectSrc: [] };
}

function addOnce(list: string[], value: string) {
  if (!list.includes(value)) list.push(value);
}
