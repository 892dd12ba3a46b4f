// Publishing a version, rolling back, and opening a preview (admin) — the same operations as
// `npm run remotes`. A change names the version the administrator saw live, so one made meanwhile by
// someone else is refused instead of overwritten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { RemoteName } from '@portal/shared/contract/remote-registry';
import { adminKeys } from '../../../lib/query-keys';

export type RemoteChange =
  | { kind: 'publish'; remote: RemoteName; version: string; reason: string; force: boolean; live: string | null }
  | { kind: 'rollback'; remote: RemoteName; reason: string; live: string | null };

export function useRemoteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: RemoteChange) => {
      const params = { remote: change.remote };
      const answer =
        change.kind === 'publish'
          ? await api.adminRemotePublish({
              params,
              body: { version: change.version, reason: change.reason, force: change.force, expected_live: change.live },
            })
          : await api.adminRemoteRollback({ params, body: { reason: change.reason, expected_live: change.live } });
      return answer.result;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.remotes() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

export function usePreviewLink() {
  return useMutation({
    mutationFn: async ({ remote, version }: { remote: RemoteName; version: string }) =>
      (await api.adminRemotePreview({ params: { remote, version }, body: {} })).result,
  });
}
