// Marking an order paid (the admin notify's settle path: idempotent, credits the wallet once) and
// closing the review of one paid late (admin; both audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export type OrderChange = { kind: 'mark-paid'; tradeNo: string } | { kind: 'review'; tradeNo: string; note?: string };

export function useOrderChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: OrderChange) => {
      const params = { trade_no: change.tradeNo };
      if (change.kind === 'mark-paid') return (await api.adminOrderMarkPaid({ params })).result;
      await api.adminOrderReview({ params, body: change.note ? { note: change.note } : {} });
      return null;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
