import type { Kysely } from 'kysely';
import {
  RESTAURANT_ACTIONS,
  type ConsoleOffer,
  type OfferInput,
} from '@forkpoint/shared/contracts/support-restaurants';
import type { DB } from '../../db/schema';
import type { OfferChange, OfferChanged } from '../catalog/offers/offer-change';
import { endOffer, pauseOffer, resumeOffer } from '../catalog/offers/offer-state';
import { changeOffer, createBrandOffer, createOffer } from '../catalog/offers/save-offer';
import { programRestaurant } from '../catalog/restaurants/restaurants';
import type { StaffAct } from './staff-act';

/**
 * The console's offers (issue 32 part 2; contracts/support-restaurants.ts) as services for catalog managers and
 * admins: create (for the restaurant or its whole brand), change, pause, resume and end, each a new version from
 * now (catalog/offers/). Each runs in one transaction with its audit records (before and after, one per
 * restaurant written), on a restaurant of the acting staff member's own program (another's is a 404).
 */

export interface RestaurantOfferCall {
  db: Kysely<DB>;
  act: StaffAct;
  merchantId: string;
}

/** What a saved offer answers: the offer and the restaurants (merchant ids) it was written to. */
export interface SavedOffer {
  offer: ConsoleOffer;
  merchantIds: string[];
}

/** The state changes an offer takes without new terms, by the audit action each is recorded as. */
const STATE_CHANGES = {
  pause: { action: RESTAURANT_ACTIONS.offerPause, change: pauseOffer },
  resume: { action: RESTAURANT_ACTIONS.offerResume, change: resumeOffer },
  end: { action: RESTAURANT_ACTIONS.offerEnd, change: endOffer },
} as const;
export type OfferStateChange = keyof typeof STATE_CHANGES;

/** One offer change of the program's restaurant, in a transaction with an audit record per restaurant written. */
async function savedWith(
  { db, act, merchantId }: RestaurantOfferCall,
  action: string,
  run: (change: OfferChange) => Promise<OfferChanged[]>,
): Promise<SavedOffer> {
  return db.transaction().execute(async (trx) => {
    const restaurant = await programRestaurant(trx, act.staff.partnerCode, merchantId);
    const changes = await run({ db: trx, actor: { staffId: act.staff.id }, merchantId: restaurant.id, now: act.now });
    for (const changed of changes) {
      await act.record(
        {
          action,
          target: { type: 'offer', id: `${changed.merchantId}/${changed.after.id}` },
          before: changed.before,
          after: changed.after,
        },
        trx,
      );
    }
    return { offer: changes[0]!.after, merchantIds: changes.map((c) => c.merchantId) };
  });
}

/** A new offer for the restaurant or, `forBrand`, for every location of its brand the program carries. */
export function createRestaurantOffer(
  call: RestaurantOfferCall & { input: OfferInput; forBrand: boolean },
): Promise<SavedOffer> {
  const { input, forBrand } = call;
  return savedWith(call, RESTAURANT_ACTIONS.offerCreate, async (change) =>
    forBrand
      ? (await createBrandOffer({ ...change, input, partnerCode: call.act.staff.partnerCode })).changes
      : [await createOffer({ ...change, input })],
  );
}

/** New terms for one of the restaurant's offers. */
export function changeRestaurantOffer(
  call: RestaurantOfferCall & { offerId: string; input: OfferInput },
): Promise<SavedOffer> {
  const { offerId, input } = call;
  return savedWith(call, RESTAURANT_ACTIONS.offerChange, async (change) => [
    await changeOffer({ ...change, offerId, input }),
  ]);
}

/** Pauses, resumes or ends one of the restaurant's offers. */
export function changeRestaurantOfferState(
  call: RestaurantOfferCall & { offerId: string; state: OfferStateChange },
): Promise<SavedOffer> {
  const { action, change: apply } = STATE_CHANGES[call.state];
  return savedWith(call, action, async (change) => [await apply({ ...change, offerId: call.offerId })]);
}
