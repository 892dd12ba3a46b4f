// PUT /api/v2/user/account/notifications — the whole settings at once; the answer replaces the cached ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { NotificationSettings } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationSettings) => (await api.accountNotificationsUpdate({ body })).result,
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.reminders(), saved),
  });
}
