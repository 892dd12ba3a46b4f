// A page that loads with its own chunk: the first visit to one wallet page downloads that page only
// (the bench holds /user/wallet to its budget). The spinner says what is loading.
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading, useT } from '@portal/shared';
import { WALLET_NS } from '../i18n';

export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    const { t } = useT(WALLET_NS);
    return (
      <Suspense fallback={<Loading label={t('common.loadingPage')} />}>
        <Page />
      </Suspense>
    );
  };
}
