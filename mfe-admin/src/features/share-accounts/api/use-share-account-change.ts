// Adding, editing and removing shared accounts (admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

type AccountBody = Parameters<typeof api.adminShareAccountCreate>[0]['body'];
type AccountChange = Parameters<typeof api.adminShareAccountUpdate>[0]['body'];

export type ShareAccountChange =
  | { kind: 'create'; body: AccountBody }
  | { kind: 'update'; id: number; body: AccountChange }
  | { kind: 'delete'; id: number };

export function useShareAccountChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ShareAccountChange) => {
      const params = change.kind === 'create' ? null : { share_account_id: change.id };
      if (change.kind === 'create') await api.adminShareAccountCreate({ body: change.body });
      else if (change.kind === 'update') await api.adminShareAccountUpdate({ params: params!, body: change.body });
      else await api.adminShareAccountDelete({ params: params! });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.shareAccounts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
