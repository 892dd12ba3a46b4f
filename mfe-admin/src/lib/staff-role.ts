// The reader's staff role, for what the console offers: low admins are not shown actions they may not
// take. The API checks the role on every call all the same.
import { selectStaffRole, useSession, type StaffRole } from '@portal/shared';

function useStaffRole(): StaffRole | null {
  return useSession(selectStaffRole);
}

export function useIsAdmin(): boolean {
  return useStaffRole() === 'admin';
}
