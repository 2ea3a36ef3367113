import type { FastifyReply, FastifyRequest } from 'fastify';
import { PARTNER_KEY_HEADER, PARTNER_KEY_ID_PATTERN } from '@forkpoint/shared/contracts/integration-keys';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { StaffTotpKeyring } from '../../lib/totp-secrets';
import { verifyFeedSignature } from '../../lib/feed-signature';
import { bodyComing, signatureHeaderOf, signedRoute } from '../../lib/http/signed-route';
import { DEVELOPMENT_KEY_PREFIX, activeKeyWithSecret, touchIntegrationKey } from './integration-keys';

/**
 * Route options of a partner's machine call (the posting files; issue 28 defect 4): authorised by the partner's own
 * integration key, never by the platform-wide PROCESSOR_SIGNING_SECRET, which stays the card network's.
 *
 *   X-Forkpoint-Key: <key id>
 *   X-Forkpoint-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<METHOD> <path and query>" with the key's secret>
 *
 * As in signedRoute (whose checks run first), everything is judged as the request comes in, before a byte of a
 * body is read: these calls carry none, so the MAC covers all there is. The member file and a posting file's line
 * answers carry a body (`signsBody`): its MAC also covers the body's bytes, after a newline, and is checked once the body is read. A missing, unknown, revoked or (in
 * production) development key, and a MAC that does not match, answer 401. The program of the call is the key's
 * (`partnerCallOf`): never the host, a `?partner=` or a file name.
 */

const MESSAGES = {
  missingKey: `The ${PARTNER_KEY_HEADER} header is missing: name the integration key the call is signed with.`,
  unknownKey: 'This integration key is unknown or revoked.',
  mismatch: 'The signature does not match the call and the key.',
};

export interface PartnerCaller {
  keyId: string;
  partnerCode: string;
}

const callers = new WeakMap<FastifyRequest, PartnerCaller>();

/** The key and program a partner call was authenticated as (its routes run only after partnerSignedRoute's check). */
export function partnerCallOf(request: FastifyRequest): PartnerCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('UNAUTHORIZED', MESSAGES.unknownKey);
  return caller;
}

/** A MAC is computed for unknown keys too, so the answer takes as long whether the key exists or not. */
const NO_SECRET = 'forkpoint-no-such-integration-key-secret';

function keyHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers[PARTNER_KEY_HEADER.toLowerCase()];
  return (Array.isArray(header) ? header[0] : header)?.trim();
}

export function partnerSignedRoute(options: {
  clock: Clock;
  maxBodyBytes: number;
  keyring: StaffTotpKeyring;
  /** Accept the demo seed's well-known development keys (never in production). */
  allowDevelopmentKeys: boolean;
  /**
   * The call carries a body (the member file): the MAC is over "<METHOD> <path and query>\n" and the body's bytes,
   * checked once the body is read (within the cap); the key itself is still judged before a byte of it is read.
   */
  signsBody?: boolean;
}) {
  const signed = signedRoute(options.clock, options.maxBodyBytes);
  const secrets = new WeakMap<FastifyRequest, string>();
  const refusal = (request: FastifyRequest, reply: FastifyReply, reason: string) => {
    if (bodyComing(request)) reply.header('Connection', 'close');
    return new AppError('UNAUTHORIZED', reason);
  };
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const keyId = keyHeaderOf(request);
    if (!keyId) throw refusal(request, reply, MESSAGES.missingKey);
    const usable =
      PARTNER_KEY_ID_PATTERN.test(keyId) && (options.allowDevelopmentKeys || !keyId.startsWith(DEVELOPMENT_KEY_PREFIX));
    const db = request.server.database.db;
    const key = usable ? await activeKeyWithSecret(db, options.keyring, keyId) : null;
    const now = options.clock();
    if (options.signsBody) {
      if (!key) throw refusal(request, reply, MESSAGES.unknownKey);
      // Used once the MAC over the body matches (checkBody).
      secrets.set(request, key.secret);
      callers.set(request, { keyId: key.id, partnerCode: key.partnerCode });
      return;
    }
    const check = verifyFeedSignature(
      key?.secret ?? NO_SECRET,
      signatureHeaderOf(request),
      `${request.method} ${request.url}`,
      now,
    );
    if (!key) throw refusal(request, reply, MESSAGES.unknownKey);
    if (!check.ok) throw refusal(request, reply, MESSAGES.mismatch);
    await touchIntegrationKey(db, key.id, now);
    callers.set(request, { keyId: key.id, partnerCode: key.partnerCode });
  };
  const checkBody = async (request: FastifyRequest) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signedText = Buffer.concat([Buffer.from(`${request.method} ${request.url}\n`), body]);
    const check = verifyFeedSignature(
      secrets.get(request) ?? NO_SECRET,
      signatureHeaderOf(request),
      signedText,
      options.clock(),
    );
    if (!check.ok) throw new AppError('UNAUTHORIZED', MESSAGES.mismatch);
    await touchIntegrationKey(request.server.database.db, partnerCallOf(request).keyId, options.clock());
  };
  return {
    ...signed,
    onRequest: [signed.onRequest, authenticate],
    ...(options.signsBody ? { preHandler: checkBody } : {}),
  };
}
