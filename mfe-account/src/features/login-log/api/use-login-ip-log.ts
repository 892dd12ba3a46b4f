// GET /api/v2/user/account/login-ip-log — sign-ins, sign-ups and failed attempts, newest first.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

const LOGIN_LOG_LIMIT = 200;

export function useLoginIpLog() {
  return useQuery({
    queryKey: accountKeys.loginIpLog(),
    queryFn: async ({ signal }) =>
      (await api.accountLoginIpLog({ query: { limit: LOGIN_LOG_LIMIT }, signal })).result_list,
  });
}
