// Error pages are not for crawlers (docs/product.md §2): <meta name="robots" content="noindex"> while one is shown.
import { useEffect } from 'react';

export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    meta.setAttribute('data-portal-error-page', '');
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}
