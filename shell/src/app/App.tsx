// The shell's React tree: the shared providers, the router, and the page-independent services
// (preview strip, live chat, new-version notice) that live outside the routes so an error page keeps them.
import { useEffect } from 'react';
import { PortalProviders } from '@portal/shared';
import { LiveChatIfConfigured } from '../live-chat/LiveChatIfConfigured';
import { Preview } from '../remotes/Preview';
import { NewVersionNotice } from '../version-check/NewVersionNotice';
import { PortalRouter } from './PortalRouter';

/**
 * `location`: the page the page server renders (the page server, server-rendering/page-server/render-page.tsx); the browser's otherwise.
 * `onMounted`: called once the tree is in the page (for a prerendered page: hydrated).
 */
export function App({ location, onMounted }: { location?: string; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <PortalProviders>
      <Preview />
      <PortalRouter location={location} />
      <LiveChatIfConfigured />
      <NewVersionNotice />
    </PortalProviders>
  );
}
