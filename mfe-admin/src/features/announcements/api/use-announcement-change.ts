// Publishing, correcting and removing announcements (staff; audited). A new one becomes the current one
// of its type; removing the current one brings back the one before it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';

type CreateBody = Parameters<typeof api.adminAnnouncementCreate>[0]['body'];

export type AnnouncementChange =
  | { kind: 'create'; body: CreateBody }
  | { kind: 'update'; id: number; body: CreateBody }
  | { kind: 'delete'; id: number };

export function useAnnouncementChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AnnouncementChange) => {
      if (change.kind === 'create') await api.adminAnnouncementCreate({ body: change.body });
      else if (change.kind === 'update')
        await api.adminAnnouncementEdit({ params: { announcement_id: change.id }, body: change.body });
      else await api.adminAnnouncementDelete({ params: { announcement_id: change.id } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.announcements() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
