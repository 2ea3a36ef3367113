import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: written as a JSON string, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface StandInOrderLine {
  itemId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface StandInDeliveryAddress {
  street: string;
  unit: string | null;
  city: string;
  zip: string;
}

/** migrations/0049_standin_orders.sql: orders the stand-in ordering provider took (stand-ins/ordering). */
export interface StandInOrdersTable {
  id: Generated<number>;
  partner_code: string;
  order_number: string;
  merchant_id: number;
  member_id: number | null;
  mode: 'pickup' | 'delivery';
  items: Json<StandInOrderLine[]>;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  customer_name: string;
  customer_phone: string;
  delivery_address: ColumnType<StandInDeliveryAddress | null, string | null, string | null>;
  notes: string | null;
  ready_at: Timestamp;
  created_at: Timestamp;
}

export interface OrderingTables {
  standin_orders: StandInOrdersTable;
}
