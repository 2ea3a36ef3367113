import { z } from 'zod';
import { NOTIFICATION_MESSAGES } from './notification-constants';

/** The member's channels as GET and PUT /api/Member/Notifications answer them. */
export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  /** Whether the member has an e-mail address to send to (the e-mail switch is off and explained without one). */
  emailAvailable: z.boolean(),
  /** The time zone quiet hours follow, as last saved; null: the restaurant's (the decision record). */
  timeZone: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** PUT /api/Member/Notifications: the switches to change; the browser's own time zone comes along. */
export const notificationPreferencesUpdateSchema = z
  .object({
    email: z.boolean().optional(),
    push: z.boolean().optional(),
    timeZone: z.string().max(64).refine(isTimeZone, { error: NOTIFICATION_MESSAGES.invalidTimeZone }).optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** A base64url key of a push subscription (PushSubscription.toJSON().keys). */
const pushKey = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, { error: NOTIFICATION_MESSAGES.invalidEndpoint });

/** POST: a browser's subscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: NOTIFICATION_MESSAGES.invalidEndpoint }).max(1000),
  keys: z.object({ p256dh: pushKey, auth: pushKey }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

/** DELETE: which of the member's subscriptions to remove (this browser's). */
export const pushSubscriptionRemovalSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: NOTIFICATION_MESSAGES.invalidEndpoint }).max(1000),
});

export const pushKeySchema = z.object({ publicKey: z.string() });

/** What the service worker gets in a push (JSON): shown as a notification; a click opens `url`. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The one-click unsubscribe link's token (NOTIFICATION_PATHS.unsubscribe). */
export const notificationUnsubscribeQuerySchema = z.object({ token: z.string().min(3).max(200) });
