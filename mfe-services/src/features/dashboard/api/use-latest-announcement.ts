// GET /api/v2/user/system/announcements?ann_type=index_ann — the home-page announcement.
// No announcement is not an error for the customer: a 404 answers null.
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useLatestAnnouncement() {
  return useQuery({
    queryKey: serviceKeys.announcement(),
    queryFn: async ({ signal }) => {
      try {
        return (await api.userAnnouncements({ query: { ann_type: 'index_ann' }, signal })).result;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}
