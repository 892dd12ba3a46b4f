// The ticket list's wording of the shared Pagination: "n tickets", "Page x of y" and the page size,
// over ?page&size. Controls that would do nothing (one page, a short list) are left out.
import { Pagination, useT, type PaginationLabels } from '@portal/shared';
import { PAGE_SIZES } from '../list-params';

export interface TicketPagerProps {
  page: number;
  size: number;
  /** Tickets on this page. */
  count: number;
  totalCount: number;
  onChange(next: { page: number; size: number }): void;
}

export function TicketPager({ page, size, count, totalCount, onChange }: TicketPagerProps) {
  const { t } = useT('tickets');
  const labels: PaginationLabels = {
    nav: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    pageSize: t('pagination.pageSize'),
    summary: ({ total }) => t('pagination.total', { count: total ?? count }),
    position: ({ page: current, pages }) => t('pagination.pageOf', { page: current, pages }),
  };
  return (
    <Pagination
      window={{ limit: size, offset: (page - 1) * size }}
      count={count}
      total={totalCount}
      pageSizes={PAGE_SIZES}
      labels={labels}
      hideIdleControls
      onChange={(next) => onChange({ page: next.offset / next.limit + 1, size: next.limit })}
    />
  );
}
