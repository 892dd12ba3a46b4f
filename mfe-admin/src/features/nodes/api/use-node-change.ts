// Adding, editing, switching, re-keying and removing nodes (admin; every change audited). Adding and
// re-keying answer the node's key once, with the settings to paste into its software.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { NodeCreateBody, NodeSetup, NodeUpdateBody, StaffNode } from '@portal/shared/contract';
import { adminKeys } from '../../../lib/query-keys';

export type NodeChange =
  | { kind: 'create'; body: NodeCreateBody }
  | { kind: 'update'; id: number; body: NodeUpdateBody }
  | { kind: 'rotate'; id: number }
  | { kind: 'delete'; id: number };

/** What a change answers: a node's key and settings when it made one. */
export interface NodeKey {
  node: StaffNode;
  key: string;
  setup: NodeSetup;
}

export function useNodeChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: NodeChange): Promise<NodeKey | null> => {
      if (change.kind === 'create') return (await api.staffNodeCreate({ body: change.body })).result;
      const params = { node_id: change.id };
      if (change.kind === 'rotate') return (await api.staffNodeRotateKey({ params })).result;
      if (change.kind === 'update') await api.staffNodeUpdate({ params, body: change.body });
      else await api.staffNodeDelete({ params });
      return null;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.nodes() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
