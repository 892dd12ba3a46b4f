// A page that loads with its own chunk: the first visit to one account page downloads that page only
// (the bench holds /user/my-account to its budget). The spinner says which part of the portal loads.
// `prefetch` starts the page's data beside its chunk (see @portal/shared/ui-kit's lazyPage).
import type { ComponentType } from 'react';
import { Loading, useT, type PreloadableComponent } from '@portal/shared';
import { lazyPage as preloadablePage, type LazyPageOptions } from '@portal/shared/ui-kit';
import { ACCOUNT_NS } from '../i18n';

function LoadingPage() {
  const { t } = useT(ACCOUNT_NS);
  return <Loading label={t('common.loadingPage')} />;
}

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  options?: LazyPageOptions,
): PreloadableComponent {
  return preloadablePage(load, LoadingPage, options);
}
