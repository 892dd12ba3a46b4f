// A slice's page in a chunk of its own, with the kit's "Loading the page…" spinner while its chunk loads:
// the first visit to one page of a slice downloads that page only (the bench holds /user/my-account and
// /user/wallet to their budgets). `prefetch` starts the page's data beside its chunk (lazyPage).
import type { ComponentType } from 'react';
import { Loading, useT, type PreloadableComponent } from '@portal/shared';
import { lazyPage, type LazyPageOptions } from './lazy-page';
import { UI_KIT_NS } from './strings';

function LoadingPage() {
  const { t } = useT(UI_KIT_NS);
  return <Loading label={t('loadingPage')} />;
}

export function lazySectionPage(
  load: () => Promise<{ default: ComponentType }>,
  options?: LazyPageOptions,
): PreloadableComponent {
  return lazyPage(load, LoadingPage, options);
}
