// How the console names people: `{ id, email }`, and roles by their short names.
import { ROLES, type Role } from '@portal/shared/contract';
import type { StaffRoleName } from '@portal/shared/contract/admin';

export function personRef(id: number | null, email: string | null): { id: number; email: string } | null {
  return id === null || email === null ? null : { id, email };
}

export function roleName(role: string): StaffRoleName {
  if (role === ROLES.admin) return 'admin';
  if (role === ROLES.lowAdmin) return 'low_admin';
  return 'user';
}

export const ROLE_OF_NAME: Record<StaffRoleName, Role> = {
  user: ROLES.user,
  low_admin: ROLES.lowAdmin,
  admin: ROLES.admin,
};

export const iso = (at: Date | null | undefined): string | null => at?.toISOString() ?? null;
