import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@forkpoint/shared/contracts/notifications';
import type { Env } from '../../config/env';

/**
 * Web Push through the `web-push` library (RFC 8030 delivery, RFC 8291 payload encryption, RFC 8292 VAPID): the
 * payload is encrypted for the browser's keys and posted to its push service, which we never trust with its text.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
  /** Generated at start-up for this run only (outside production, none configured). */
  ephemeral: boolean;
}

/**
 * The configured pair; outside production without one, a pair generated now (the caller logs that: subscriptions
 * made with it stop working at the next start). Null in production without one: the push channel is off.
 */
export function resolveVapidKeys(
  env: Pick<Env, 'NODE_ENV' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidKeys | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
      ephemeral: false,
    };
  }
  if (env.NODE_ENV === 'production') return null;
  const pair = webpush.generateVAPIDKeys();
  return { ...pair, subject: env.VAPID_SUBJECT, ephemeral: true };
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service no longer knows the subscription (404, 410): forget it. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** How long a push service keeps a message for a device that is offline: a day, then it is stale news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * `agent`: the HTTPS agent to post with; tests pass one that trusts their local push service's certificate (a push
 * service is always https: web-push posts over https only).
 */
export function webPushSender(keys: VapidKeys, log: (error: unknown) => void, agent?: Agent): PushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: PUSH_TTL_SECONDS,
            timeout: PUSH_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        log(error);
        return 'failed';
      }
    },
  };
}

/** The browsers' own push services: where a production subscription's endpoint may be (WEB_PUSH_ENDPOINT_HOSTS). */
export const BROWSER_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/**
 * Whether the server may post to this endpoint: https at a listed host (`*.` any subdomain), on the default port.
 * `hosts` null: any https host and port (development and tests, whose push service is a local stand-in).
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[] | null): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  if (hosts === null) return true;
  if (url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) =>
    allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1 : host === allowed,
  );
}
