// Accounts the server creates by itself at start (the demo account, an operator-named staff account):
// the rows a sign-up creates, invite code included.
import crypto from 'node:crypto';
import { ROLES, type Role } from '@portal/shared/contract';
import type { Db } from './db/client';
import { inviteCodes, users } from './db/schema';
import { hashPassword } from './lib/passwords';
import { inviteCode } from './lib/random';

export interface LocalAccount {
  email: string;
  name: string;
  password: string;
  role?: Role;
  accountExpireAt?: Date;
}

/** Creates the account and answers its id. */
export async function createLocalAccount(db: Db, account: LocalAccount): Promise<number> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        newId: crypto.randomUUID(),
        email: account.email,
        name: account.name,
        passwordHash,
        passwordHashId: crypto.randomUUID(),
        role: account.role ?? ROLES.user,
        ...(account.accountExpireAt ? { accountExpireAt: account.accountExpireAt } : {}),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('The account was not stored');
    await tx.insert(inviteCodes).values({ code: inviteCode(), ownerUserId: user.id });
    return user.id;
  });
}
