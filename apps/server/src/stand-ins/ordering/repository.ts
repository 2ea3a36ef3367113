import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { StandInDeliveryAddress, StandInOrderLine } from '../../db/schema-ordering';
import type { MerchantDetails } from '../../modules/merchants/merchant-details';
import { takesPlatformOrders } from '../../modules/merchants/ordering';

/** A restaurant as the stand-in provider needs it. */
export interface OrderingMerchant {
  id: number;
  merchantId: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string | null;
  cuisines: string[];
  priceLevel: number;
  features: string[];
  mealsServed: string[];
  timeZone: string;
}

/**
 * The restaurant with this merchantId, only if the partner carries it and it takes orders through the
 * platform's provider (merchants/ordering.ts); null otherwise, which the routes answer as not found.
 */
export async function findOrderingMerchant(
  db: Kysely<DB>,
  merchantId: string,
  partnerCode: string,
): Promise<OrderingMerchant | null> {
  const row = await db
    .selectFrom('merchants')
    .select([
      'id',
      'merchant_id',
      'name',
      'origin',
      'street',
      'city',
      'state',
      'zip',
      'cuisines',
      'price_level',
      'features',
      'meals_served',
      'time_zone',
      'details',
    ])
    .where('merchant_id', '=', merchantId)
    .where(sql<boolean>`partner_codes @> ARRAY[${partnerCode}]::text[]`)
    .executeTakeFirst();
  if (!row) return null;
  const details = row.details as unknown as MerchantDetails;
  if (!takesPlatformOrders({ origin: row.origin, website: details.website })) return null;
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: details.phone,
    cuisines: row.cuisines,
    priceLevel: row.price_level,
    features: row.features,
    mealsServed: row.meals_served,
    timeZone: row.time_zone,
  };
}

export interface NewStandInOrder {
  partnerCode: string;
  orderNumber: string;
  merchantRowId: number;
  memberId: number | null;
  mode: 'pickup' | 'delivery';
  lines: StandInOrderLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  name: string;
  phone: string;
  deliveryAddress: StandInDeliveryAddress | null;
  notes: string | null;
  readyAt: Date;
  createdAt: Date;
}

/** Stores the order; false when its number is already taken in the program (the caller draws another). */
export async function insertOrder(db: Kysely<DB>, order: NewStandInOrder): Promise<boolean> {
  const inserted = await db
    .insertInto('standin_orders')
    .values({
      partner_code: order.partnerCode,
      order_number: order.orderNumber,
      merchant_id: order.merchantRowId,
      member_id: order.memberId,
      mode: order.mode,
      items: JSON.stringify(order.lines),
      subtotal_cents: order.subtotalCents,
      delivery_fee_cents: order.deliveryFeeCents,
      total_cents: order.subtotalCents + order.deliveryFeeCents,
      customer_name: order.name,
      customer_phone: order.phone,
      delivery_address: order.deliveryAddress ? JSON.stringify(order.deliveryAddress) : null,
      notes: order.notes,
      ready_at: order.readyAt,
      created_at: order.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['partner_code', 'order_number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
