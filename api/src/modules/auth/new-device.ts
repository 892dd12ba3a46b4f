// A sign-in from a new device or place: no earlier sign-in (or the sign-up) of the account came from the
// same browser family, system and country. Versions do not count, so a browser update is not "new".
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginIpLog } from '../../db/schema';
import type { ClientInfo } from '../../http/client-info';
import { countryOf } from '../../lib/geo';
import { deviceFamily } from '../../lib/user-agent';

export async function isNewDevice(db: Db, userId: number, client: ClientInfo): Promise<boolean> {
  const seen = await db
    .selectDistinct({ userAgent: loginIpLog.userAgent, country: loginIpLog.country })
    .from(loginIpLog)
    .where(and(eq(loginIpLog.userId, userId), inArray(loginIpLog.kind, ['login', 'register'])))
    .limit(500);
  const family = deviceFamily(client.userAgent);
  const country = countryOf(client.ip);
  return !seen.some((row) => row.country === country && deviceFamily(row.userAgent) === family);
}
