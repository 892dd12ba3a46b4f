// GET /api/v2/user/system/announcements/list?ann_type&page&size — every announcement, newest first,
// with the customer's read state.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { AnnType } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useAnnouncements(type: AnnType | null, page: number, size: number) {
  return useQuery({
    queryKey: accountKeys.announcementPage(type, page, size),
    queryFn: async ({ signal }) =>
      (await api.userAnnouncementList({ query: { page, size, ...(type ? { ann_type: type } : {}) }, signal })).result,
    placeholderData: keepPreviousData,
  });
}
