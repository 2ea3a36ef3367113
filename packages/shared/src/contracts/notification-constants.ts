/**
 * "You just earned" notifications (issue 35 part 1; docs/decisions/0048-earn-notifications.md): the member's
 * calls and the words the Profile page's Notifications section shows. No zod here (notifications.ts holds the
 * schemas), so the web's Profile page can import them without it.
 */
export const NOTIFICATION_PATHS = {
  /** GET: the member's channels in this program; PUT: changes them (and saves the browser's time zone). */
  preferences: '/api/Member/Notifications',
  /** GET: the server's VAPID public key, which a browser subscribes with. */
  pushKey: '/api/Member/Notifications/PushKey',
  /** POST: this browser's push subscription; DELETE: removes it (the endpoint in the body). */
  pushSubscription: '/api/Member/Notifications/PushSubscription',
  /** The e-mail's List-Unsubscribe target (RFC 8058 one-click POST) and the page its link opens (GET). */
  unsubscribe: '/api/Member/Notifications/Unsubscribe',
} as const;

/** The channels a member turns on or off, one switch each. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  intro:
    'Hear from us as soon as a meal earns, when your rewards are awarded or paid, and before a reward waiting on you lapses.',
  emailLabel: 'E-mail me when I earn',
  pushLabel: 'Notify me on this device',
  noEmail: 'Add an e-mail address to your profile to get these by e-mail.',
  pushUnsupported: 'This browser cannot show notifications. Install the app or use a browser that supports them.',
  pushDenied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  loadFailed: 'Your notification settings could not be loaded.',
  saveFailed: 'Your notification settings could not be saved. Please try again.',
  saved: 'Your notification settings are saved.',
  invalidTimeZone: 'Time zone must be an IANA name such as America/Chicago.',
  invalidEndpoint: 'This push subscription cannot be used.',
} as const;
