import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of the notification e-mail's unsubscribe link: the member's public id and a MAC binding it to the
 * program and to this one channel, so it can turn off nothing else (not the invitations' link, members/
 * activation-invitations.ts, which a different purpose signs) and no one can forge one.
 */
export function notificationUnsubscribeToken(secret: string, partnerCode: string, publicId: string): string {
  return `${publicId}.${macOf(secret, partnerCode, publicId)}`;
}

/** The public id a token was made for in this program, or null when it is not one of ours. */
export function publicIdOfNotificationToken(secret: string, partnerCode: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const publicId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'hex');
  const expected = Buffer.from(macOf(secret, partnerCode, publicId), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

function macOf(secret: string, partnerCode: string, publicId: string): string {
  return createHmac('sha256', secret)
    .update(`notifications-email:${partnerCode}:${publicId}`)
    .digest('hex')
    .slice(0, 32);
}
