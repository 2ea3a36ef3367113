import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { buildTestApp, type TestContext } from './helper';
import { ELY, offset, testMerchant } from './merchant-fixtures';

/** Issue 15, defect 8: each restaurant's pictures show a dish of its own cuisine, at the same URLs as before. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  await insertMerchants(ctx.database.db, [
    // Named as the catalog generator names merchant FP<N> and its pictures m<N>-<k>.
    testMerchant('FP0000042', 'Kaze Sushi Bar', offset(ELY, 0, 1), {
      cuisines: ['Japanese', 'Sushi', 'Ramen'],
      imageIds: ['m42-0', 'm42-1'],
    }),
    // A merchant added by other means: found among every merchant's pictures.
    testMerchant('HANDMADE1', 'Forno Rosso', offset(ELY, 1, 0), { cuisines: ['Pizza'], imageIds: ['t-handmade1-0'] }),
  ]);
});
afterAll(async () => ctx?.close());

const image = (id: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/images/merchants/${id}?w=500`, headers });
const motifOf = (body: string) => /data-motif="(\w+)"/.exec(body)?.[1];

describe("a merchant's pictures", () => {
  it("show the restaurant's own dish: its main cuisine first, its others through the gallery", async () => {
    expect(motifOf((await image('m42-0')).body)).toBe('sushi');
    expect(motifOf((await image('m42-1')).body)).toBe('noodles');
  });

  it('find a merchant whose picture ids the catalog did not name', async () => {
    expect(motifOf((await image('t-handmade1-0')).body)).toBe('pizza');
  });

  it('are still drawn for an id no merchant shows, the same each time', async () => {
    const first = await image('m424242-0');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe((await image('m424242-0')).body);
  });

  it('keep their year-long caching, revalidated without drawing again', async () => {
    const response = await image('m42-0');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await image('m42-0', { 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304);
  });
});
