// GET /api/v2/user/account/link/telegram — the link state and, while unlinked, a one-time deep link to
// the bot (valid 10 minutes). Every call issues a new link, so it is asked for only when the page
// opens or the customer asks again, never in the background.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useTelegramLink() {
  return useQuery({
    queryKey: accountKeys.telegram(),
    queryFn: async ({ signal }) => (await api.accountLinkTelegram({ signal })).result,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
