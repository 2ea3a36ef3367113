/*
 * Web Push in the installed app and the browser (issue 35; docs/decisions/0048-earn-notifications.md): imported
 * by the Workbox service worker (vite.config.ts workbox.importScripts). The server's push is JSON
 * { title, body, url, tag } (contracts/notifications.ts pushPayloadSchema): shown as a notification; a click
 * focuses an open window of the app on the row's link, or opens one. Only links of this origin are opened.
 */
/* global self -- a service worker script, served as a file and imported by the generated one */
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/api/partner/app-icon-192.png',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(
    event.notification.data && event.notification.data.url ? event.notification.data.url : '/',
    self.location.origin,
  );
  // A link of another origin (another program's domain) opens the app's own activity instead.
  const target =
    wanted.origin === self.location.origin
      ? wanted.href
      : new URL('/account/recent_activity', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'navigate' in client) {
          return client.focus().then(() => client.navigate(target));
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
