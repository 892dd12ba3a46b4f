// POST /api/v2/user/services/link-token/link-token/reset, then GET the new token: the reset answers
// only a message, and the customer must see the new link at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useLinkTokenReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.servicesLinkTokenReset();
      return (await api.servicesLinkToken()).result;
    },
    onSuccess: (fresh) => {
      client.setQueryData(serviceKeys.linkToken(), fresh);
      // Fetches of the old link stay in the log; refresh it so the reset is the dividing line.
      void client.invalidateQueries({ queryKey: [...serviceKeys.all, 'fetch-log'] });
      void client.invalidateQueries({ queryKey: serviceKeys.dashboard() });
    },
  });
}
