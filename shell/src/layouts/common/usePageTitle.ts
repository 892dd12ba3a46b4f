// document.title for the current page: "<page> · <site>", or the site name alone.
import { useEffect } from 'react';
import { getPortalConfig } from '@portal/shared';

export function usePageTitle(page?: string): void {
  useEffect(() => {
    const { siteName } = getPortalConfig();
    document.title = page ? `${page} · ${siteName}` : siteName;
  }, [page]);
}
