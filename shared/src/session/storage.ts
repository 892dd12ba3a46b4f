// Where the tokens live (docs/product.md §9): the access token per tab, the refresh token per browser.
// Storage can throw (privacy modes, disabled cookies); the session then lives in memory only.

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

export type TokenKind = 'access' | 'refresh';

function area(kind: TokenKind): Storage | null {
  try {
    return kind === 'access' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function key(kind: TokenKind): string {
  return kind === 'access' ? ACCESS_TOKEN_KEY : REFRESH_TOKEN_KEY;
}

/** The stored token; null when there is none, undefined when storage cannot be read. */
export function readToken(kind: TokenKind): string | null | undefined {
  try {
    const storage = area(kind);
    return storage ? storage.getItem(key(kind)) : undefined;
  } catch {
    return undefined;
  }
}

export function writeToken(kind: TokenKind, token: string | null): void {
  try {
    const storage = area(kind);
    if (!storage) return;
    if (token === null) storage.removeItem(key(kind));
    else storage.setItem(key(kind), token);
  } catch {
    // Quota or privacy mode: the in-memory session still works for this tab.
  }
}

/** True when `storage` is this tab's localStorage (the storage event's storageArea). */
export function isRefreshTokenArea(storage: Storage | null): boolean {
  return storage !== null && storage === area('refresh');
}
