// POST /api/v2/user/system/announcements/read — the announcements the customer has now seen.
import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared';

export function useMarkAnnouncementsRead() {
  return useMutation({
    mutationFn: (ids: number[]) => api.userAnnouncementsMarkRead({ body: { announcement_ids: ids } }),
  });
}
