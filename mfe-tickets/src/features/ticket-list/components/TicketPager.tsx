// The ticket list's wording of the shared pager: "n tickets", "Page x of y" and the page size, over
// ?page&size. Controls that would do nothing (one page, a short list) are left out.
import { useT } from '@portal/shared';
import { PageNumberPager } from '@portal/shared/ui-kit';
import { PAGE_SIZES } from '../list-params';

export interface TicketPagerProps {
  page: number;
  size: number;
  /** Tickets on this page. */
  count: number;
  totalCount: number;
  onChange(next: { page: number; size: number }): void;
}

export function TicketPager(props: TicketPagerProps) {
  const { t } = useT('tickets');
  return (
    <PageNumberPager
      {...props}
      pageSizes={PAGE_SIZES}
      labels={{
        nav: t('pagination.label'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        pageSize: t('pagination.pageSize'),
        summary: (total) => t('pagination.total', { count: total }),
        pageOf: (page, pages) => t('pagination.pageOf', { page, pages }),
      }}
    />
  );
}
