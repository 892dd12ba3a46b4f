// GET /api/v2/user/account/security — 2FA state (and, while it is off, the secret to enrol), recovery
// codes left, email notifications.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useSecuritySettings() {
  return useQuery({
    queryKey: accountKeys.security(),
    queryFn: async ({ signal }) => (await api.accountSecurity({ signal })).result,
  });
}
