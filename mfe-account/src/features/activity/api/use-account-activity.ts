// GET /api/v2/user/account/activity?page&size — what happened to the account, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { accountKeys } from '../../../lib/query-keys';

export function useAccountActivity(page: number, size: number) {
  return useQuery({
    queryKey: accountKeys.activity(page, size),
    queryFn: async ({ signal }) => (await api.accountActivity({ query: { page, size }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
