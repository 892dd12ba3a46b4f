// The one react-query client (shared by every remote through the singleton). Server state lives
// here; zustand holds client state only.
import { QueryClient } from '@tanstack/react-query';
import { i18n, isApiError, useSession } from '@portal/shared';

/** Failures another attempt cannot fix: the request itself is wrong or was abandoned. */
function isFinal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'cancel' || error.kind === 'missing-parameter' || error.kind === 'invalid-response') return true;
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}

/** The HTTP client already retried eligible statuses once; queries add at most one more try. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isFinal(error) && failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

// Another user's data must not outlive the session: clear the cache when the session ends (logout,
// a refresh that failed, or a sign-out in another tab).
useSession.subscribe((state, previous) => {
  const hadSession = Boolean(previous.accessToken || previous.refreshToken);
  if (hadSession && !state.accessToken && !state.refreshToken) queryClient.clear();
});

// Answers are worded in the page's language where the API can (requests carry it as Accept-Language: plan
// names, announcements, the demo's texts): a new language asks again for what is on screen.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
