// Route guards (docs/product.md §2, §4) as layout routes: the session is settled (loaded, refreshed if it can
// be) before a guarded page renders; a visitor who may not see it is sent on with a replace.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import {
  ApiError,
  Navigate,
  selectIsSignedIn,
  selectStaffRole,
  SIGN_IN_PATH,
  useLocation,
  useSession,
} from '@portal/shared';
import { RouteHydrateFallback } from '../errors/RouteHydrateFallback';
import { REDIRECT_PARAM, safeRedirectTarget, signInLocation } from './safe-redirect';
import { RouteNotFoundError } from './route-errors';

type Check =
  | { status: 'checking' }
  | { status: 'allowed' }
  | { status: 'redirect'; to: string }
  | { status: 'failed'; error: unknown };
type Decided = Check & { for: string };
type Location = { pathname: string; search: string };

/** The /user location a guard is deciding on right now, if any. */
let guardedLocation: { pathname: string; search: string } | null = null;

/**
 * Where the session's sign-in redirect (logout) should go: when the session ends while a guard is
 * deciding on a /user page (its refresh failed), that page is kept as the redirect target.
 */
export function sessionRedirectTarget(to: string): string {
  return to === SIGN_IN_PATH && guardedLocation ? signInLocation(guardedLocation) : to;
}

async function hasUsableSession(): Promise<boolean> {
  await useSession.getState().init();
  if (selectIsSignedIn(useSession.getState())) return true;
  // An access token that expired (e.g. a laptop that slept through the refresh timer), or a refresh at
  // start that got no answer: one refresh may still bring it back. A refusal signs out (no token left).
  if (!useSession.getState().refreshToken) return false;
  const refreshed = await useSession.getState().refresh();
  if (refreshed && selectIsSignedIn(useSession.getState())) return true;
  // Still no answer: the session is kept, and the page says the server cannot be reached (with Retry).
  if (useSession.getState().refreshToken) {
    throw new ApiError({ kind: 'network', message: 'The session could not be refreshed: no answer from the server' });
  }
  return false;
}

/**
 * Runs `decide` on every location change. Until it answers for the current location, the page shows
 * only when `likelyAllowed()` says so from the session in memory (a signed-in user moving between
 * /user pages sees no spinner); otherwise a spinner, so nothing guarded renders early.
 */
function useGuard(decide: (location: Location) => Promise<string | null>, likelyAllowed: () => boolean): Check {
  const { pathname, search } = useLocation();
  const key = `${pathname}${search}`;
  // A session already in memory decides at once: the page renders in the first pass (a page the server
  // rendered hydrates as it is); the check below still runs and confirms.
  const [decided, setDecided] = useState<Decided>(() =>
    likelyAllowed() ? { status: 'allowed', for: key } : { status: 'checking', for: '' },
  );

  useEffect(() => {
    let current = true;
    // The page behind the guard renders as a transition: React renders it in slices between which the
    // browser stays responsive, instead of one long task the moment the session is settled.
    const settle = (next: Decided) => current && startTransition(() => setDecided(next));
    decide({ pathname, search }).then(
      (to) => settle(to === null ? { status: 'allowed', for: key } : { status: 'redirect', to, for: key }),
      (error: unknown) => settle({ status: 'failed', error, for: key }),
    );
    return () => {
      current = false;
    };
    // `decide` is a module-level function per guard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  if (decided.for === key) return decided;
  return decided.status === 'allowed' && likelyAllowed() ? decided : { status: 'checking' };
}

/**
 * `showWhileChecking`: the page itself while the guard decides, for pages anyone may see and only the
 * signed-in skip (sign-in, sign-up): a visitor is shown the page at once, and the page prerendered at build
 * time hydrates as it is (docs/adr/0010-prerendered-public-pages.md); a signed-in user is sent on when the
 * decision comes. Guarded pages never render early.
 */
function render(check: Check, children: ReactNode, showWhileChecking = false): ReactNode {
  switch (check.status) {
    case 'checking':
      return showWhileChecking ? children : <RouteHydrateFallback />;
    case 'redirect':
      return <Navigate to={check.to} replace />;
    case 'failed':
      // Caught by the root error boundary: the fatal page with the error's status.
      throw check.error;
    default:
      return children;
  }
}

async function decideSignedIn(location: Location): Promise<string | null> {
  guardedLocation = location;
  try {
    return (await hasUsableSession()) ? null : signInLocation(location);
  } finally {
    if (guardedLocation === location) guardedLocation = null;
  }
}

/**
 * Staff only: a visitor signs in first; a signed-in customer gets the 404 page (thrown: the root error
 * boundary answers it in place of any layout), so the console's code and data are never asked for.
 */
async function decideStaff(location: Location): Promise<string | null> {
  const signIn = await decideSignedIn(location);
  if (signIn !== null) return signIn;
  if (selectStaffRole(useSession.getState()) === null) throw new RouteNotFoundError(location.pathname);
  return null;
}

async function decideSignedOut(location: { search: string }): Promise<string | null> {
  await useSession.getState().init();
  if (!selectIsSignedIn(useSession.getState())) return null;
  return safeRedirectTarget(new URLSearchParams(location.search).get(REDIRECT_PARAM));
}

/** /user/*: a signed-in user, or a redirect to sign-in that remembers where they were going. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return render(
    useGuard(decideSignedIn, () => selectIsSignedIn(useSession.getState())),
    children,
  );
}

/** /admin/*: a signed-in staff member; a customer gets the 404 page, a visitor the sign-in page. */
export function StaffOnly({ children }: { children: ReactNode }) {
  return render(
    useGuard(decideStaff, () => selectStaffRole(useSession.getState()) !== null),
    children,
  );
}

/** /auth/sign-in and /auth/sign-up: a signed-in user goes on to the target (or the dashboard). */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const likelySignedOut = () => !selectIsSignedIn(useSession.getState());
  return render(useGuard(decideSignedOut, likelySignedOut), children, likelySignedOut());
}
