// A page that loads with its own chunk: the first visit to one account page downloads that page only
// (the bench holds /user/my-account to its budget). The spinner says which part of the portal loads.
import type { ComponentType } from 'react';
import { Loading, useT, type PreloadableComponent } from '@portal/shared';
import { lazyPage as preloadablePage } from '@portal/shared/ui-kit';
import { ACCOUNT_NS } from '../i18n';

function LoadingPage() {
  const { t } = useT(ACCOUNT_NS);
  return <Loading label={t('common.loadingPage')} />;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  return preloadablePage(load, LoadingPage);
}
