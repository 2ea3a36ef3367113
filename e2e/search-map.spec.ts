import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The search map's background (issue 15, defect 3; docs/decisions/0016). Without a tile server (the e2e
 * server's set-up) it draws its offline basemap: land and water, state and county lines, city limits, and
 * the names of places and counties as text under the pins. With MAP_TILE_URL it loads its tiles from that server, which
 * the CSP admits: a second app server is started for that with a tiny tile server beside it.
 */

const PHONE = { width: 390, height: 844 };
const pins = (page: Page) => page.locator('.search-map .leaflet-marker-icon[role="button"]');
const labelTexts = (page: Page) => page.locator('.search-map .map-label__text');

async function openPhoneMap(page: Page, path: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  const popover = page.getByRole('dialog', { name: 'New: the Dine-in filter' });
  // Shown once a browser: dismissed, it stays away.
  if (await popover.isVisible().catch(() => false)) await popover.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(pins(page).first()).toBeVisible();
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the offline basemap', () => {
  test('draws land, water, county and state lines, city limits and readable place and county names on a phone', async ({
    page,
  }) => {
    await openPhoneMap(page, '/search?location=Chicago%2C%20IL');
    const map = page.getByRole('region', { name: 'Map of restaurants near Chicago, IL' });
    await expect(map).toHaveClass(/map-basemap--offline/);
    await expect(page.locator('.search-map path.map-basemap__land')).toHaveCount(1);

    // At the search's own zoom: the city and the county it is in.
    await expect
      .poll(() => labelTexts(page).allInnerTexts())
      .toEqual(expect.arrayContaining(['Chicago', 'Cook County']));

    // The wider area (a map-view search): the suburbs, county lines and the Illinois–Indiana state line.
    await openPhoneMap(page, '/search?north=42.12&south=41.62&east=-87.45&west=-88.02');
    await expect(page.locator('.search-map path.map-basemap__land')).toHaveCount(1);
    await expect
      .poll(() => labelTexts(page).allInnerTexts())
      .toEqual(expect.arrayContaining(['Chicago', 'Evanston', 'Oak Park', 'Cicero']));
    // Drawn segments in view ('M0 0' when none): Cook, DuPage, Lake (IN)… and the straight state line.
    const segments = async (lines: string) =>
      ((await page.locator(`.search-map path.${lines}`).getAttribute('d')) ?? '').match(/L/g)?.length ?? 0;
    expect(await segments('map-basemap__counties')).toBeGreaterThan(20);
    expect(await segments('map-basemap__states')).toBeGreaterThan(0);
    // City limits at city zoom (fetched once the map gets there): Chicago's, Evanston's, Oak Park's… drawn
    // over the land and under the county and state lines, in a colour of their own.
    await expect.poll(() => segments('map-basemap__cities')).toBeGreaterThan(40);
    const cityLines = await page.evaluate(() => {
      const paths = Array.from(document.querySelectorAll('.search-map .leaflet-basemap-pane path'));
      const order = (name: string) => paths.findIndex((p) => p.classList.contains(name));
      const stroke = (name: string) => getComputedStyle(paths[order(name)]!).stroke;
      return {
        aboveLand: order('map-basemap__cities') > order('map-basemap__land'),
        underCounties: order('map-basemap__cities') < order('map-basemap__counties'),
        ownColour: stroke('map-basemap__cities') !== stroke('map-basemap__counties'),
      };
    });
    expect(cityLines).toEqual({ aboveLand: true, underCounties: true, ownColour: true });
    // Lake Michigan is water: the land's outline runs along its shore, and the map's background is the water.
    const colours = await page.evaluate(() => {
      const container = document.querySelector('.search-map .leaflet-container')!;
      const land = document.querySelector('.search-map path.map-basemap__land')!;
      return { water: getComputedStyle(container).backgroundColor, land: getComputedStyle(land).fill };
    });
    expect(colours.water).not.toBe(colours.land);

    // The names: real text, inside the map, none over another or over the map's controls, under the pins.
    const geometry = await page.evaluate(() => {
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const container = document.querySelector('.search-map .leaflet-container')!;
      return {
        map: box(container),
        labels: Array.from(container.querySelectorAll('.map-label__text'), box),
        controls: Array.from(container.querySelectorAll('.leaflet-control'), box),
        labelPane: Number(getComputedStyle(container.querySelector('.leaflet-basemapLabels-pane')!).zIndex),
        markerPane: Number(getComputedStyle(container.querySelector('.leaflet-marker-pane')!).zIndex),
        focusable: container.querySelectorAll('.map-labels [tabindex], .map-labels [role]').length,
        fontFamily: getComputedStyle(container.querySelector('.map-label__text')!).fontFamily,
        themeFont: getComputedStyle(document.documentElement).getPropertyValue('--font-family').trim(),
      };
    });
    expect(geometry.labels.length).toBeGreaterThan(8);
    for (const [i, label] of geometry.labels.entries()) {
      expect(label.x).toBeGreaterThanOrEqual(geometry.map.x);
      expect(label.x + label.width).toBeLessThanOrEqual(geometry.map.x + geometry.map.width + 0.5);
      for (const other of geometry.labels.slice(i + 1)) expect(overlap(label, other)).toBe(false);
      for (const control of geometry.controls) expect(overlap(label, control)).toBe(false);
    }
    expect(geometry.labelPane).toBeLessThan(geometry.markerPane);
    expect(geometry.focusable).toBe(0);
    expect(geometry.fontFamily.replace(/"/g, "'")).toBe(geometry.themeFont.replace(/"/g, "'"));

    // The keyboard still goes from the map to the pins, never to a name; the list still holds every result.
    await page.getByRole('region', { name: /^Map of/ }).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('.search-map .leaflet-marker-icon:focus')).toHaveClass(/search-(marker|cluster)/);
    await expect(page.locator('.search-results__item').first()).toBeVisible();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('U.S. Census');
    await expectNoAxeViolations(page);
  });
});

/** A free port on this machine. */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A 1×1 PNG: each tile request is answered with an image, as a tile server does. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('with a tile server configured (MAP_TILE_URL)', () => {
  test.describe.configure({ mode: 'serial' });
  const tileRequests: string[] = [];
  let tiles: Server;
  let app: ChildProcess;
  let appUrl = '';

  test.beforeAll(async () => {
    // A fresh server migrates and seeds its database first: about 20 s on a quiet machine, past two minutes at
    // the load of a CI run beside other work. The limit catches a server that never starts, not a slow one.
    test.setTimeout(360_000);
    tiles = createServer((request, response) => {
      tileRequests.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' }).end(PNG);
    });
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
    const tilePort = (tiles.address() as AddressInfo).port;
    const port = await freePort();
    // The browser tests' own server script: a throw-away database, on PostgreSQL when E2E_DATABASE_URL names one
    // (as the suite's main server), removed when it stops.
    app = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        MAP_TILE_URL: `http://127.0.0.1:${tilePort}/tiles/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'Tiles <b>by</b> the test',
      },
    });
    let output = '';
    app.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    appUrl = `http://localhost:${port}`;
    await expect
      .poll(
        async () => {
          if (app.exitCode !== null) return `exited ${app.exitCode}: ${output}`;
          return (await fetch(`${appUrl}/api/health`).catch(() => null))?.status;
        },
        { timeout: 340_000 },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app.once('exit', resolve));
      // Asked to stop, not killed: the script then removes its database.
      app.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => tiles?.close(resolve));
  });

  test('loads the tiles from it, under the CSP, with its attribution as text', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const csp = (await page.request.get(`${appUrl}/search`)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+;/);

    await openPhoneMap(page, `${appUrl}/search?location=Chicago%2C%20IL`);
    await expect
      .poll(() => tileRequests.filter((url) => /^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url)).length)
      .toBeGreaterThan(3);
    await expect(page.locator('.search-map .leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.locator('.leaflet-control-attribution')).toContainText('Tiles <b>by</b> the test');
    // The tiles are the background: no offline basemap is fetched or drawn.
    await expect(page.locator('.search-map .map-basemap__land')).toHaveCount(0);
    await expect(page.locator('.search-map .leaflet-container')).not.toHaveClass(/map-basemap--offline/);
    expect(violations).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
