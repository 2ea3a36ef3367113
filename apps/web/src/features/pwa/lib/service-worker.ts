/**
 * Registers the Workbox service worker of the production build (vite-plugin-pwa writes /sw.js): it precaches
 * the shell and static assets and answers the offline page when a page cannot load. Development serves no
 * sw.js, and a browser without service workers simply has no offline page.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Registration can fail (private modes, blocked storage): the app works the same without it.
    });
  });
}
