// The installable-app checks of issue 17 (docs/decisions/0022-lighthouse.md). Lighthouse 12 dropped its PWA
// category; what its audits asked of Chrome is asked here directly, over the DevTools protocol, on the same
// Chromium: the manifest parses without errors, Chrome finds the page installable (no installability errors,
// which the old "installable-manifest" audit reported), a service worker controls the page after a reload, and
// a page opened offline is answered (by the precached offline page) instead of the browser's error.

/**
 * Runs the checks on a new page of `browser` (puppeteer-core) in its default profile (Chrome reports an
 * incognito context as not installable); answers [{ check, ok, detail }].
 */
export async function pwaChecks(browser, base) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  const results = [];
  const record = (check, ok, detail = '') => results.push({ check, ok, detail });
  try {
    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });

    const manifest = await cdp.send('Page.getAppManifest');
    const manifestErrors = manifest.errors.map((e) => e.message);
    record('manifest parses', manifest.url !== '' && manifestErrors.length === 0, manifestErrors.join('; '));

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    record(
      'installable (no installability errors)',
      installabilityErrors.length === 0,
      installabilityErrors.map((e) => e.errorId).join(', '),
    );

    const activated = await page.evaluate(async () => {
      const registration = await Promise.race([
        navigator.serviceWorker.ready,
        new Promise((resolve) => setTimeout(() => resolve(null), 15_000)),
      ]);
      return registration?.active?.scriptURL ?? null;
    });
    await page.reload({ waitUntil: 'networkidle0' });
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    record('a service worker controls the page', activated !== null && controlled !== null, controlled ?? '');

    // Offline for the page and for its service worker, whose own fetches the page's emulation does not cover.
    const worker = await browser.waitForTarget((t) => t.type() === 'service_worker' && t.url().startsWith(base));
    const workerCdp = await worker.createCDPSession();
    const offline = (on) =>
      Promise.all(
        [cdp, workerCdp].map(async (session) => {
          await session.send('Network.enable');
          await session.send('Network.emulateNetworkConditions', {
            offline: on,
            latency: 0,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        }),
      );
    await offline(true);
    let offlineTitle = '';
    try {
      await page.goto(`${base}/search`, { waitUntil: 'load', timeout: 15_000 });
      offlineTitle = await page.title();
    } catch (error) {
      offlineTitle = String(error.message ?? error);
    }
    await offline(false);
    record('offline: a page opens (the offline page)', /offline/i.test(offlineTitle), offlineTitle);
  } finally {
    await page.close();
  }
  return results;
}
