// POST /plans, PATCH /plans/{id}, POST /plans/order (admin): a plan put on sale, edited, disabled or
// moved. What customers already bought keeps its price and terms (the API's rule).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { PlanCreateBody, PlanUpdateBody } from '@portal/shared/contract/admin';
import { adminKeys } from '../../../lib/query-keys';

export function usePlanChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.plans() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: PlanCreateBody | PlanUpdateBody }) =>
        id === null
          ? api.adminPlanCreate({ body: body as PlanCreateBody })
          : api.adminPlanUpdate({ params: { plan_id: id }, body }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (planIds: number[]) => api.adminPlansReorder({ body: { plan_ids: planIds } }),
      onSuccess: refresh,
    }),
  };
}
