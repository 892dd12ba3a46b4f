// POST /api/v2/user/account/link/telegram/unlink — unlinks the Telegram account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.accountUnlinkTelegram(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.telegram() }),
        queryClient.invalidateQueries({ queryKey: accountKeys.overview() }),
      ]),
  });
}
