// document.title for an auth page: "<page> · <site>".
import { useEffect } from 'react';
import { getPortalConfig } from '@portal/shared';

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${getPortalConfig().siteName}`;
  }, [page]);
}
