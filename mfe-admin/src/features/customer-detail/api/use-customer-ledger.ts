// GET /api/v2/admin_api/users/{id}/ledger — a customer's ledger, newest first, a page at a time (staff).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';
import type { PageParams } from '../../../lib/list-params';

export function useCustomerLedger(userId: number, page: PageParams) {
  return useQuery({
    queryKey: adminKeys.userLedger(userId, page),
    queryFn: async ({ signal }) =>
      (await api.adminUserLedger({ params: { user_id: userId }, query: page, signal })).result,
    placeholderData: keepPreviousData,
  });
}
