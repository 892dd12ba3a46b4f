// GET /api/v2/admin_api/users — customers, newest first, searched and filtered, a page at a time (staff).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export interface CustomersQuery {
  q?: string;
  plan_id?: number;
  banned?: boolean;
  expiring_days?: number;
  staff?: boolean;
  page: number;
  size: number;
}

export const customersQuery = (query: CustomersQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: async ({ signal }) => (await api.adminUsersList({ query, signal })).result,
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomersQuery) {
  return useQuery(customersQuery(query));
}
