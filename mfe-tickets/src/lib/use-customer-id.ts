// The signed-in customer's numeric id (the access token's subject): messages by anyone else are staff.
import { useSession } from '@portal/shared';

export function useCustomerId(): number | null {
  return useSession((state) => state.accessPayload?.subject_access.user_id ?? null);
}
