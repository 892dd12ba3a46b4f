// The shared Pagination over a page number and a page size (?page&size, as the tickets and wallet lists
// keep them in the URL) instead of a limit/offset window. Controls that would do nothing are left out.
// The list's summary ("12 invoices") is the caller's; the other words are the kit's unless given.
import { Pagination, useT, type PaginationLabels } from '@portal/shared';
import { UI_KIT_NS } from './strings';

export interface PageNumberLabels {
  nav: string;
  previous: string;
  next: string;
  pageSize: string;
  /** "12 invoices", in the list's words. */
  summary(total: number): string;
  /** "Page 2 of 5". */
  pageOf(page: number, pages: number): string;
}

export interface PageNumberPagerProps {
  page: number;
  size: number;
  /** Rows on this page. */
  count: number;
  /** Rows in total, when the API tells. */
  totalCount?: number;
  pageSizes: readonly number[];
  labels: Pick<PageNumberLabels, 'summary'> & Partial<PageNumberLabels>;
  onChange(next: { page: number; size: number }): void;
}

export function PageNumberPager({ page, size, count, totalCount, pageSizes, labels, onChange }: PageNumberPagerProps) {
  const { t } = useT(UI_KIT_NS);
  const paginationLabels: PaginationLabels = {
    nav: labels.nav ?? t('pages'),
    previous: labels.previous ?? t('previous'),
    next: labels.next ?? t('next'),
    pageSize: labels.pageSize ?? t('pageSize'),
    summary: ({ total }) => labels.summary(total ?? count),
    position: ({ page: current, pages }) => labels.pageOf?.(current, pages) ?? t('pageOf', { page: current, pages }),
  };
  return (
    <Pagination
      window={{ limit: size, offset: (page - 1) * size }}
      count={count}
      total={totalCount}
      pageSizes={pageSizes}
      labels={paginationLabels}
      hideIdleControls
      onChange={(next) => onChange({ page: next.offset / next.limit + 1, size: next.limit })}
    />
  );
}
