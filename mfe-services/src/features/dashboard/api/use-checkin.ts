// POST /api/v2/user/services-old/checkin/ — today's check-in; the reward changes the plan's traffic.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useCheckin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.servicesOldCheckin(),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: serviceKeys.checkin() });
      void client.invalidateQueries({ queryKey: serviceKeys.dashboard() });
    },
  });
}
