// The wallet lists' pager over ?page&size with the list's own summary ("12 invoices"); the rest in the
// ui-kit's words.
import { PageNumberPager } from '@portal/shared/ui-kit';
import { PAGE_SIZES, type PageParams } from '../page-params';

export interface WalletPagerProps extends PageParams {
  /** Rows on this page. */
  count: number;
  /** Rows in total, when the API tells. */
  totalCount?: number;
  summary(total: number): string;
  onChange(next: PageParams): void;
}

export function WalletPager({ summary, ...pager }: WalletPagerProps) {
  return <PageNumberPager {...pager} pageSizes={PAGE_SIZES} labels={{ summary }} />;
}
