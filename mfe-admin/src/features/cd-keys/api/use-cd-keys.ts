// GET /api/v2/low_admin_api/cd_key/ — cd-keys minted, newest first, by state, code or remark (admin).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { CdKeyState } from '@portal/shared/contract';
import { adminKeys } from '../../../lib/query-keys';
import type { PageParams } from '../../../lib/list-params';

export interface CdKeysQuery extends PageParams {
  state?: CdKeyState;
  q?: string;
}

export function useCdKeys({ page, size, ...filters }: CdKeysQuery) {
  return useQuery({
    queryKey: adminKeys.cdKeyList({ page, size, ...filters }),
    queryFn: async ({ signal }) =>
      (await api.staffCdKeyList({ query: { ...filters, limit: size, offset: (page - 1) * size }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
