// GET /api/v2/admin_api/share-accounts — the shared accounts lent to customers of a level (admin: they
// hold passwords).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

export function useShareAccounts() {
  return useQuery({
    queryKey: adminKeys.shareAccounts(),
    queryFn: async ({ signal }) => (await api.adminShareAccountsList({ signal })).result.share_accounts,
  });
}
