// At most one token refresh at a time across every tab of the browser (refresh tokens are single
// use on the server). Uses the Web Locks API; where it is missing the caller's in-tab dedupe and
// the re-read of localStorage inside the critical section are the remaining protection.

const REFRESH_LOCK_NAME = 'portal-token-refresh';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null;
  const locks = (navigator as Navigator & { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

export async function withRefreshLock<T>(critical: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (!locks) return critical();
  let entered = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, () => {
      entered = true;
      return critical();
    });
  } catch (error) {
    // A lock manager that refuses (e.g. an opaque origin) must not block the refresh itself.
    if (entered) throw error;
    return critical();
  }
}
