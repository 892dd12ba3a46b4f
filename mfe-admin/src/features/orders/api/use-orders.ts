// GET /api/v2/admin_api/orders — recharge orders, newest first, by state, gateway, review, customer or
// order number (staff).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { PaymentSystem, RechargeStatus } from '@portal/shared/contract';
import { adminKeys } from '../../../lib/query-keys';

export interface OrdersQuery {
  q?: string;
  state?: RechargeStatus;
  gateway?: PaymentSystem;
  needs_review?: boolean;
  user_id?: number;
  page: number;
  size: number;
}

export function useOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: async ({ signal }) => (await api.adminOrdersList({ query, signal })).result,
    placeholderData: keepPreviousData,
  });
}
