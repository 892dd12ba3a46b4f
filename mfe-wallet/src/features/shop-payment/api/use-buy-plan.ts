// POST /api/v2/user/shop-old/{shop_id}/confirm-order — buys the plan with the balance. The body carries
// the purchase's idempotency key, so the server buys once however often it is sent. A purchase changes
// the balance, the plan, its traffic and the services everywhere: every cached answer is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { ConfirmOrderBody } from '@portal/shared/contract';

export function useBuyPlan(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmOrderBody) => api.shopOldConfirmOrder({ params: { shop_id: shopId }, body }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
