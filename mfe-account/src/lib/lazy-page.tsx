// A page that loads with its own chunk: the first visit to one account page downloads that page only
// (the bench holds /user/my-account to its budget). The spinner says which part of the portal loads.
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading, useT } from '@portal/shared';
import { ACCOUNT_NS } from '../i18n';

export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    const { t } = useT(ACCOUNT_NS);
    return (
      <Suspense fallback={<Loading label={t('common.loadingPage')} />}>
        <Page />
      </Suspense>
    );
  };
}
