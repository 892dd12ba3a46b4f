// Route guards (SPEC.md §2, §4), run in each route's loader so they finish before anything renders.
import { redirect } from '@portal/shared';
import { selectIsSignedIn, useSession } from '@portal/shared';
import { REDIRECT_PARAM, safeRedirectTarget, signInLocation } from './safe-redirect';

async function hasUsableSession(): Promise<boolean> {
  await useSession.getState().init();
  if (selectIsSignedIn(useSession.getState())) return true;
  const { accessToken, refreshToken } = useSession.getState();
  // An access token that expired (e.g. a laptop that slept through the refresh timer): one refresh
  // may still bring it back. With no access token at all, init() has already tried.
  if (!accessToken || !refreshToken) return false;
  const refreshed = await useSession.getState().refresh();
  return refreshed && selectIsSignedIn(useSession.getState());
}

/** /user/*: a signed-in user, or a redirect to sign-in that remembers where they were going. */
export async function requireSignedIn(request: Request): Promise<void> {
  if (await hasUsableSession()) return;
  throw redirect(signInLocation(new URL(request.url)));
}

/** /auth/sign-in and /auth/sign-up: a signed-in user goes on to the target (or the dashboard). */
export async function skipWhenSignedIn(request: Request): Promise<void> {
  await useSession.getState().init();
  if (!selectIsSignedIn(useSession.getState())) return;
  throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM)));
}
