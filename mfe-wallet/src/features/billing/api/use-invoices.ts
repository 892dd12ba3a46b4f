// GET /api/v2/user/wallet/billing/?page&size — one page of the customer's invoices, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { PageParams } from '../../../lib/page-params';
import { walletKeys } from '../../../lib/query-keys';

export function useInvoices({ page, size }: PageParams) {
  return useQuery({
    queryKey: walletKeys.invoices(page, size),
    queryFn: async ({ signal }) => (await api.walletInvoices({ query: { page, size }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
