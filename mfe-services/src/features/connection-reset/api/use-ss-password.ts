// GET /api/v2/user/services/ss-password/ — the connection password and uuid.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useSsPassword() {
  return useQuery({
    queryKey: serviceKeys.ssPassword(),
    queryFn: async ({ signal }) => (await api.servicesSsPassword({ signal })).result,
  });
}
