// The live chat as the app mounts it: its code (the loader and the hand-over) is fetched only where a
// chat is configured, so a portal without one never downloads it.
import { lazy, Suspense } from 'react';
import { getPortalConfig } from '@portal/shared';

const LiveChat = lazy(() => import('./LiveChat').then(({ LiveChat }) => ({ default: LiveChat })));

export function LiveChatIfConfigured() {
  if (!getPortalConfig().liveChat) return null;
  return (
    <Suspense fallback={null}>
      <LiveChat />
    </Suspense>
  );
}
