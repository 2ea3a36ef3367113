/**
 * zod compiles object parsers with `new Function` when the page allows eval, and finds out by trying it once.
 * Our CSP (script-src 'self') forbids eval, so the probe is a CSP violation the browser reports on every page
 * that loads a schema (Lighthouse's "Issues logged in the Chrome DevTools panel", issue 19). Jitless parsing
 * never tries. This is zod's `config({ jitless: true })` without importing zod into the first load (+4 KiB
 * gzip): zod keeps its config on globalThis, and whichever of us runs first creates the one object both use
 * (zod-jitless.test.ts checks that zod reads it).
 */
export function parseSchemasWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
