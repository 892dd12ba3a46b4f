// How the API client reaches the session without importing it (the session imports the client
// for its refresh call). The session store installs itself here when it loads.

export interface AuthBridge {
  /** The current access token, or null when signed out. */
  getAccessToken(): string | null;
  /**
   * Called after a 'bearer' call answered 401 with `rejectedToken`. Resolves true when a newer
   * access token is available for one replay (refreshing at most once across callers and tabs).
   */
  recoverFromUnauthorized(rejectedToken: string | null): Promise<boolean>;
}

const signedOut: AuthBridge = {
  getAccessToken: () => null,
  recoverFromUnauthorized: async () => false,
};

let bridge: AuthBridge = signedOut;

export function setAuthBridge(next: AuthBridge | null): void {
  bridge = next ?? signedOut;
}

export function getAuthBridge(): AuthBridge {
  return bridge;
}
