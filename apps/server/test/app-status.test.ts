import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const statusOf = async (context: TestContext) => {
  const response = await context.app.inject({ method: 'GET', url: '/api/app-status' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as { maintenance: boolean; stagingTools: boolean };
};

describe('GET /api/app-status', () => {
  it('reports no maintenance by default, and staging tools outside production', async () => {
    ctx = await buildTestApp({ seed: false });
    expect(await statusOf(ctx)).toEqual({ maintenance: false, stagingTools: true });
  });

  it('reports maintenance when MAINTENANCE_MODE is on', async () => {
    ctx = await buildTestApp({ seed: false, env: { MAINTENANCE_MODE: 'true' } });
    expect(await statusOf(ctx)).toMatchObject({ maintenance: true });
  });

  it('hides the staging tools in production', async () => {
    ctx = await buildTestApp({
      seed: false,
      env: { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' },
    });
    expect(await statusOf(ctx)).toMatchObject({ stagingTools: false });
  });

  it('follows a switch made at run time through the app-status service', async () => {
    ctx = await buildTestApp({ seed: false });
    ctx.app.appStatus.setMaintenance(true);
    expect(await statusOf(ctx)).toMatchObject({ maintenance: true });
    ctx.app.appStatus.setMaintenance(false);
    expect(await statusOf(ctx)).toMatchObject({ maintenance: false });
  });
});
