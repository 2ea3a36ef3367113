import {
  ORDERING_PATHS,
  orderConfirmationSchema,
  type OrderConfirmation,
  type OrderRequest,
} from '@forkpoint/shared/contracts/ordering';
import { api } from '@/lib/api-client';

/** POST /api/Ordering/Orders: the server prices the order from its menu and answers the confirmation. */
export function placeOrder(order: OrderRequest): Promise<OrderConfirmation> {
  return api.post(ORDERING_PATHS.orders, { body: order, schema: orderConfirmationSchema });
}
