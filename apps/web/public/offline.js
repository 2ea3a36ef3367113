// The offline page wears the last partner's colours and program name, as the app stored them
// (apps/web/src/features/pwa/offline-theme.ts, key "offlineTheme"). Anything unreadable leaves the defaults.
/* global window, document -- a plain browser script, served as a file (the CSP allows no inline code) */
(function () {
  try {
    var stored = JSON.parse(window.localStorage.getItem('offlineTheme') || 'null');
    if (!stored || typeof stored !== 'object') return;
    var colour = /^#[0-9a-fA-F]{3,8}$/;
    var root = document.documentElement.style;
    if (colour.test(stored.primary)) root.setProperty('--offline-primary', stored.primary);
    if (colour.test(stored.onPrimary)) root.setProperty('--offline-on-primary', stored.onPrimary);
    if (colour.test(stored.background)) root.setProperty('--offline-background', stored.background);
    if (colour.test(stored.text)) root.setProperty('--offline-text', stored.text);
    if (typeof stored.program === 'string' && stored.program) {
      var program = document.querySelector('.offline__program');
      program.textContent = stored.program;
      program.hidden = false;
      document.title = "You're offline | " + stored.program;
    }
  } catch {
    // Storage blocked or a tampered value: the neutral page still says what to do.
  }
})();
