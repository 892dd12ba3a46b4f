// Staff roles: a customer is `malio_postgrest_user`; staff are low admins or admins.
import { eq, sql } from 'drizzle-orm';
import { ROLES, type Role } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export const ROLE_NAMES = { user: ROLES.user, low_admin: ROLES.lowAdmin, admin: ROLES.admin } as const;
export type RoleName = keyof typeof ROLE_NAMES;

/** Roles that may use the staff (low_admin_api) endpoints. */
export const STAFF_ROLES: readonly Role[] = [ROLES.lowAdmin, ROLES.admin];

/** Roles that may use the admin API (admin_api): administrators only, not low admins. */
export const ADMIN_ROLES: readonly Role[] = [ROLES.admin];

export function isRoleName(value: string): value is RoleName {
  return Object.hasOwn(ROLE_NAMES, value);
}

/** Whether any account is an administrator (the start banner says how to make the first one). */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, ROLES.admin)).limit(1);
  return row !== undefined;
}

/** Sets the role of the account with this email; false when there is none. Takes effect on its next token. */
export async function setRole(db: Db, email: string, role: RoleName): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role: ROLE_NAMES[role] satisfies Role })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return updated.length > 0;
}
