// The services wording of the shared Pagination over a ?limit&offset window. Some lists have no
// total, so "next" is offered while the last answer filled the page.
import { Pagination, useT, type PaginationLabels } from '@portal/shared';
import { PAGE_LIMITS, type Window } from '../limit-offset';

export interface WindowPagerProps {
  window: Window;
  /** Rows in the current answer. */
  count: number;
  /** Rows in total, when the API tells. */
  total?: number;
  onChange(next: Window): void;
}

export function WindowPager(props: WindowPagerProps) {
  const { t } = useT('services');
  const labels: PaginationLabels = {
    nav: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    pageSize: t('pager.limit'),
    summary: ({ from, to, total }) =>
      total === undefined ? t('pager.rangeOpen', { from, to }) : t('pager.range', { from, to, total }),
  };
  return <Pagination {...props} pageSizes={PAGE_LIMITS} labels={labels} />;
}
