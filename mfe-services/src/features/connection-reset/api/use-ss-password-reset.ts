// POST /api/v2/user/services/ss-password/reset, then GET the new password and uuid to show them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useSsPasswordReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.servicesSsPasswordReset();
      return (await api.servicesSsPassword()).result;
    },
    onSuccess: (fresh) => {
      client.setQueryData(serviceKeys.ssPassword(), fresh);
      void client.invalidateQueries({ queryKey: serviceKeys.dashboard() });
    },
  });
}
