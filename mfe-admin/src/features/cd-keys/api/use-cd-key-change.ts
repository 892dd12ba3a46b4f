// Minting a batch of cd-keys and voiding unused ones (admin; audited). A code is money to whoever reads
// it: the batch's codes are shown to the administrator who minted them, and are in the list after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { CdKeyCreateBody } from '@portal/shared/contract';
import { adminKeys } from '../../../lib/query-keys';

export type CdKeyChange = { kind: 'mint'; body: CdKeyCreateBody } | { kind: 'void'; ids: number[] };

export function useCdKeyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CdKeyChange) =>
      change.kind === 'mint'
        ? { kind: 'mint' as const, cdKeys: (await api.staffCdKeyCreate({ body: change.body })).result.cd_keys }
        : { kind: 'void' as const, ...(await api.adminCdKeysVoid({ body: { ids: change.ids } })).result },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.cdKeys() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
