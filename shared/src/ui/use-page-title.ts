// document.title for the current page: "<page> · <site>", or the site name alone. PageHeader calls it,
// so every page with a header has its title in the browser tab and history.
import { useEffect } from 'react';
import { getPortalConfig } from '../config/portal-config';

export function usePageTitle(page?: string): void {
  useEffect(() => {
    const { siteName } = getPortalConfig();
    document.title = page ? `${page} · ${siteName}` : siteName;
  }, [page]);
}
