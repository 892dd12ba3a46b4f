// GET /api/v2/admin_api/users/{id} — one customer's whole picture (staff).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export const customerQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: async ({ signal }) => (await api.adminUserDetail({ params: { user_id: userId }, signal })).result,
  });

export function useCustomer(userId: number) {
  return useQuery(customerQuery(userId));
}
