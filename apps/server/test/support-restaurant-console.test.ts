import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESTAURANT_ACTIONS,
  RESTAURANT_MESSAGES,
  type OfferInput,
  type RestaurantEdit,
} from '@forkpoint/shared/contracts/support-restaurants';
import type { Database } from '../src/db/database';
import { folderObjectStore } from '../src/modules/photos/folder-object-store';
import {
  addPhotoToRestaurant,
  changeRestaurantStatus,
  editProgramRestaurant,
  viewRestaurant,
} from '../src/modules/support/restaurant-console';
import { changeRestaurantOfferState, createRestaurantOffer } from '../src/modules/support/restaurant-offers';
import type { StaffAct } from '../src/modules/support/staff-act';
import { insertMerchants } from '../src/stand-ins/seed/merchants/insert-merchants';
import { openTestDatabase } from './helper';
import { ELY, testMerchant } from './merchant-fixtures';
import { photoPixels } from './photo-fixtures';
import { actOf, auditOf, demoStaff, refusalOf } from './staff-act-helper';

/**
 * The console's restaurants and offers as services (modules/support/restaurant-console.ts, restaurant-offers.ts),
 * on the seeded database without an app: another program's restaurant is not found and nothing of it is changed
 * or stored, and every change commits with its audit record or not at all. The HTTP side (who may call, the
 * forms, purchases earning under each offer version) is support-restaurants.test.ts's.
 */
let database: Database;
const db = () => database.db;
const NOW = new Date('2030-06-01T18:00:00Z');
let manager: StaffAct;
let photoFolder: string;

const OTHER_PROGRAMS = 'SC-OTHER';

const edit = (overrides: Partial<RestaurantEdit> = {}): RestaurantEdit => ({
  name: 'Service Grill',
  street: '2 Aultman St',
  city: 'Ely',
  state: 'NV',
  zip: '89301',
  neighborhood: null,
  priceLevel: 3,
  maxSpendPerMonth: null,
  maxVisitsPerMonth: null,
  ...overrides,
});

const offer = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  type: 'Unlimited',
  title: 'Triple every day',
  description: 'Earn triple.',
  daysOfWeek: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  earnMultiplier: 3,
  fixedAmount: null,
  startsOn: null,
  endsOn: null,
  hours: null,
  minimumSpendDollars: null,
  usesPerMember: null,
  budgetDollars: null,
  ...overrides,
});

const merchantRow = (merchantId: string) =>
  db()
    .selectFrom('merchants')
    .select(['name', 'price_level', 'image_ids', 'offers'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();

/** The act of `staff`, whose audit record fails: the change it goes with must not stay either. */
const failingAudit = (act: StaffAct): StaffAct => ({
  ...act,
  record: async () => {
    throw new Error('the audit log is unavailable');
  },
});

beforeAll(async () => {
  database = await openTestDatabase('seeded');
  await insertMerchants(db(), [
    testMerchant('SC-EDIT', 'Service Grill', ELY, { partnerCodes: ['aerovia'] }),
    testMerchant('SC-STATUS', 'Service Diner', ELY, { partnerCodes: ['aerovia'] }),
    testMerchant('SC-PHOTO', 'Service Bistro', ELY, { partnerCodes: ['aerovia'] }),
    testMerchant('SC-OFFER', 'Service Taqueria', ELY, { partnerCodes: ['aerovia'] }),
    testMerchant(OTHER_PROGRAMS, 'Other Program Cafe', ELY, { partnerCodes: ['kitefund'] }),
  ]);
  manager = actOf(await demoStaff(db(), 'catalog_manager'), NOW);
  photoFolder = mkdtempSync(join(tmpdir(), 'fp-restaurant-console-'));
});
afterAll(async () => {
  await database?.close();
  if (photoFolder) rmSync(photoFolder, { recursive: true, force: true });
});

describe("another program's restaurant", () => {
  it('is not found for a look-up, an edit, a status change or an offer, and is left as it was', async () => {
    const before = await merchantRow(OTHER_PROGRAMS);
    // Each call starts only when the one before has been refused: a call started early would reject unheard.
    const calls = [
      () => viewRestaurant({ db: db(), act: manager, merchantId: OTHER_PROGRAMS }),
      () => editProgramRestaurant({ db: db(), act: manager, merchantId: OTHER_PROGRAMS, input: edit() }),
      () =>
        changeRestaurantStatus({ db: db(), act: manager, merchantId: OTHER_PROGRAMS, change: { status: 'closed' } }),
      () =>
        createRestaurantOffer({ db: db(), act: manager, merchantId: OTHER_PROGRAMS, input: offer(), forBrand: false }),
    ];
    for (const call of calls) {
      expect(await refusalOf(call())).toMatchObject({ code: 'NOT_FOUND', message: RESTAURANT_MESSAGES.notFound });
    }
    expect(await merchantRow(OTHER_PROGRAMS)).toEqual(before);
    expect(await auditOf(db(), { type: 'restaurant', id: OTHER_PROGRAMS })).toEqual([]);
  });

  it('gets no photo: the upload is refused before anything is stored', async () => {
    const store = folderObjectStore(photoFolder);
    const bytes = await photoPixels(800, 600).jpeg().toBuffer();
    const upload = { store, bytes, contentType: 'image/jpeg', maxBytes: 10 * 1024 * 1024 };
    const error = await refusalOf(addPhotoToRestaurant({ db: db(), act: manager, merchantId: OTHER_PROGRAMS, upload }));
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    expect(readdirSync(photoFolder)).toEqual([]);
    expect(await db().selectFrom('photos').select('image_id').execute()).toEqual([]);
  });
});

describe("the program's restaurant", () => {
  it('is looked up with the look-up audited', async () => {
    const detail = await viewRestaurant({ db: db(), act: manager, merchantId: 'SC-EDIT' });
    expect(detail).toMatchObject({ merchantId: 'SC-EDIT', name: 'Service Grill', status: 'open' });
    expect(await auditOf(db(), { type: 'restaurant', id: 'SC-EDIT' })).toEqual([
      expect.objectContaining({ action: RESTAURANT_ACTIONS.view, staff_id: manager.staff.id }),
    ]);
  });

  it('is edited with its before and after recorded, and not at all when the record cannot be written', async () => {
    const failed = editProgramRestaurant({
      db: db(),
      act: failingAudit(manager),
      merchantId: 'SC-EDIT',
      input: edit({ name: 'Never Saved' }),
    });
    await expect(failed).rejects.toThrow('the audit log is unavailable');
    expect(await merchantRow('SC-EDIT')).toMatchObject({ name: 'Service Grill', price_level: 2 });

    const after = await editProgramRestaurant({
      db: db(),
      act: manager,
      merchantId: 'SC-EDIT',
      input: edit({ name: 'Service Grill & Bar' }),
    });
    expect(after).toMatchObject({ name: 'Service Grill & Bar', priceLevel: 3 });
    expect(await merchantRow('SC-EDIT')).toMatchObject({ name: 'Service Grill & Bar', price_level: 3 });
    const [, edited] = await auditOf(db(), { type: 'restaurant', id: 'SC-EDIT' });
    expect(edited).toMatchObject({
      action: RESTAURANT_ACTIONS.edit,
      before: { name: 'Service Grill', priceLevel: 2 },
      after: { name: 'Service Grill & Bar', priceLevel: 3 },
    });
  });

  it('is closed with the status before and after recorded, and answered as it now is', async () => {
    const closed = await changeRestaurantStatus({
      db: db(),
      act: manager,
      merchantId: 'SC-STATUS',
      change: { status: 'closed' },
    });
    expect(closed.status).toBe('closed');
    expect(await auditOf(db(), { type: 'restaurant', id: 'SC-STATUS' })).toEqual([
      expect.objectContaining({
        action: RESTAURANT_ACTIONS.status,
        before: expect.objectContaining({ status: 'open' }),
        after: expect.objectContaining({ status: 'closed' }),
      }),
    ]);
  });

  it('shows an uploaded photo first, recorded with the pictures before and after', async () => {
    const store = folderObjectStore(photoFolder);
    const bytes = await photoPixels(800, 600).png().toBuffer();
    const upload = { store, bytes, contentType: 'image/png', maxBytes: 10 * 1024 * 1024 };
    const { imageId } = await addPhotoToRestaurant({ db: db(), act: manager, merchantId: 'SC-PHOTO', upload });
    expect((await merchantRow('SC-PHOTO')).image_ids).toEqual([imageId, 't-sc-photo-0']);
    expect(await auditOf(db(), { type: 'restaurant', id: 'SC-PHOTO' })).toEqual([
      expect.objectContaining({
        action: RESTAURANT_ACTIONS.photo,
        before: { imageIds: ['t-sc-photo-0'] },
        after: { imageIds: [imageId, 't-sc-photo-0'] },
      }),
    ]);
  });
});

describe("the program's offers", () => {
  it('are created and paused, each version recorded against the restaurant and offer', async () => {
    const created = await createRestaurantOffer({
      db: db(),
      act: manager,
      merchantId: 'SC-OFFER',
      input: offer(),
      forBrand: false,
    });
    expect(created).toMatchObject({ merchantIds: ['SC-OFFER'], offer: { state: 'active', version: 1 } });
    const paused = await changeRestaurantOfferState({
      db: db(),
      act: manager,
      merchantId: 'SC-OFFER',
      offerId: created.offer.id,
      state: 'pause',
    });
    expect(paused.offer).toMatchObject({ id: created.offer.id, state: 'paused' });
    const audit = await auditOf(db(), { type: 'offer', id: `SC-OFFER/${created.offer.id}` });
    expect(audit.map((entry) => entry.action)).toEqual([RESTAURANT_ACTIONS.offerCreate, RESTAURANT_ACTIONS.offerPause]);
    expect(audit[1]).toMatchObject({ before: { state: 'active' }, after: { state: 'paused' } });
  });

  it('for a whole brand are refused for a restaurant in none (409), and nothing is written', async () => {
    const before = await merchantRow('SC-EDIT');
    const error = await refusalOf(
      createRestaurantOffer({ db: db(), act: manager, merchantId: 'SC-EDIT', input: offer(), forBrand: true }),
    );
    expect(error).toMatchObject({ code: 'CONFLICT', message: RESTAURANT_MESSAGES.noBrand });
    expect((await merchantRow('SC-EDIT')).offers).toEqual(before.offers);
  });
});
