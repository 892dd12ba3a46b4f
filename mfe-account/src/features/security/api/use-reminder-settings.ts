// GET /api/v2/user/account/notifications — which reminders go by email and Telegram, in which language.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useReminderSettings() {
  return useQuery({
    queryKey: accountKeys.reminders(),
    queryFn: async ({ signal }) => (await api.accountNotifications({ signal })).result,
  });
}
