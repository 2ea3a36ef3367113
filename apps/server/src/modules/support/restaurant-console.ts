import type { Kysely } from 'kysely';
import {
  RESTAURANT_ACTIONS,
  type RestaurantDetail,
  type RestaurantEdit,
  type RestaurantMatch,
  type RestaurantStatusChange,
} from '@forkpoint/shared/contracts/support-restaurants';
import type { DB } from '../../db/schema';
import { addRestaurantPhoto } from '../catalog/restaurants/add-photo';
import {
  editRestaurant,
  programRestaurant,
  restaurantDetail,
  searchRestaurants,
  setRestaurantStatus,
} from '../catalog/restaurants/restaurants';
import type { ObjectStore } from '../photos/object-store';
import { storePhoto } from '../photos/store-photo';
import type { StaffAct } from './staff-act';

/**
 * The console's restaurants (issue 32; contracts/support-restaurants.ts) as services for catalog managers and
 * admins: every look-up is on the acting staff member's own program (another program's restaurant is a 404),
 * each look-up is audited, and each change runs in one transaction with its audit record (before and after), so
 * both commit or neither does. The catalog module owns the restaurants; these calls are its, composed with the
 * audit log.
 */

export interface RestaurantConsole {
  db: Kysely<DB>;
  act: StaffAct;
}

const restaurantTarget = (merchantId: string) => ({ type: 'restaurant', id: merchantId });

/** The program's restaurants matching `q`; the search is audited with what it found. */
export async function searchProgramRestaurants({
  db,
  act,
  q,
}: RestaurantConsole & { q: string }): Promise<{ restaurants: RestaurantMatch[]; truncated: boolean }> {
  const result = await searchRestaurants(db, act.staff.partnerCode, q, act.now);
  await act.record(
    { action: RESTAURANT_ACTIONS.search, after: { q, found: result.restaurants.map((r) => r.merchantId) } },
    db,
  );
  return result;
}

/** One of the program's restaurants in full; the look-up is audited. */
export async function viewRestaurant({
  db,
  act,
  merchantId,
}: RestaurantConsole & { merchantId: string }): Promise<RestaurantDetail> {
  const detail = await restaurantDetail(db, act.staff.partnerCode, merchantId, act.now);
  await act.record({ action: RESTAURANT_ACTIONS.view, target: restaurantTarget(detail.merchantId) }, db);
  return detail;
}

/** Changes the restaurant's details and visit limits; answers it as changed. */
export async function editProgramRestaurant({
  db,
  act,
  merchantId,
  input,
}: RestaurantConsole & { merchantId: string; input: RestaurantEdit }): Promise<RestaurantDetail> {
  return db.transaction().execute(async (trx) => {
    const { before, after } = await editRestaurant({
      db: trx,
      partnerCode: act.staff.partnerCode,
      merchantId,
      input,
      now: act.now,
    });
    await act.record(
      { action: RESTAURANT_ACTIONS.edit, target: restaurantTarget(after.merchantId), before, after },
      trx,
    );
    return after;
  });
}

/**
 * Marks the restaurant coming soon, leaving soon, closed or open again; answers it as changed. Closing and
 * reopening are status changes too: one action, its before and after naming the status and its dates.
 */
export async function changeRestaurantStatus({
  db,
  act,
  merchantId,
  change,
}: RestaurantConsole & { merchantId: string; change: RestaurantStatusChange }): Promise<RestaurantDetail> {
  const partnerCode = act.staff.partnerCode;
  await db.transaction().execute(async (trx) => {
    const { before, after } = await setRestaurantStatus({ db: trx, partnerCode, merchantId, change, now: act.now });
    await act.record({ action: RESTAURANT_ACTIONS.status, target: restaurantTarget(merchantId), before, after }, trx);
  });
  return restaurantDetail(db, partnerCode, merchantId, act.now);
}

export interface RestaurantPhotoUpload {
  store: ObjectStore;
  /** The photo as sent, and the type it was sent as (the bytes decide; this must be one of the three). */
  bytes: Buffer;
  contentType?: string;
  /** The upload cap in bytes (PHOTO_MAX_BYTES). */
  maxBytes: number;
}

/**
 * Stores an uploaded photo (checked and rendered by the photo pipeline, photos/store-photo.ts) and puts it first
 * among the restaurant's pictures, audited with the pictures before and after. The restaurant is looked up first,
 * so a photo for another program's restaurant is not even stored.
 */
export async function addPhotoToRestaurant({
  db,
  act,
  merchantId,
  upload,
}: RestaurantConsole & { merchantId: string; upload: RestaurantPhotoUpload }): Promise<{ imageId: string }> {
  const partnerCode = act.staff.partnerCode;
  await programRestaurant(db, partnerCode, merchantId);
  const { imageId } = await storePhoto({
    db,
    store: upload.store,
    bytes: upload.bytes,
    contentType: upload.contentType,
    actor: `staff:${act.staff.id}`,
    now: act.now,
    maxBytes: upload.maxBytes,
  });
  await db.transaction().execute(async (trx) => {
    const change = await addRestaurantPhoto({ db: trx, partnerCode, merchantId, imageId });
    await act.record(
      {
        action: RESTAURANT_ACTIONS.photo,
        target: restaurantTarget(merchantId),
        before: { imageIds: change.before },
        after: { imageIds: change.after },
      },
      trx,
    );
  });
  return { imageId };
}
