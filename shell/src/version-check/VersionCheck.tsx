// A non-blocking banner offering to reload when a newer portal build is live, or when a section this page
// runs was published or rolled back since it loaded (the next page load uses the new version). The check
// runs on every page (loaded once it is first due, NewVersionNotice.tsx); the banner is loaded only once
// there is something to say.
import { lazy, Suspense, useState } from 'react';
import { getPortalConfig } from '@portal/shared';
import { useNewVersion } from './useNewVersion';

const VersionBanner = lazy(() => import('./VersionBanner'));

export default function VersionCheck({ since }: { since: number }) {
  const newVersion = useNewVersion(getPortalConfig().buildId, since);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!newVersion) return null;
  const key = `${newVersion.shell ?? ''}|${newVersion.remotes.join()}`;
  if (dismissed === key) return null;
  return (
    <Suspense fallback={null}>
      <VersionBanner newVersion={newVersion} onLater={() => setDismissed(key)} />
    </Suspense>
  );
}
