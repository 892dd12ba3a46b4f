// POST /api/v2/user/account/security/recovery-codes — 10 new recovery codes (the old ones stop working),
// confirmed with a current code from the app.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import type { RecoveryCodesBody } from '@portal/shared/contract';
import { accountKeys } from '../../../lib/query-keys';

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecoveryCodesBody) => api.accountRegenerateRecoveryCodes({ body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.security() }),
  });
}
