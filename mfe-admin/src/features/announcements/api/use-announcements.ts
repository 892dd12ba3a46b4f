// GET /api/v2/admin_api/announcements — every announcement published, newest first (staff).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { AnnType } from '@portal/shared/contract';
import { adminKeys } from '../../../lib/query-keys';

export interface AnnouncementsQuery {
  ann_type?: AnnType;
  page: number;
  size: number;
}

export function useAnnouncements(query: AnnouncementsQuery) {
  return useQuery({
    queryKey: adminKeys.announcementList(query),
    queryFn: async ({ signal }) => (await api.adminAnnouncementsList({ query, signal })).result,
    placeholderData: keepPreviousData,
  });
}
