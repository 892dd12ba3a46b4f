// The pager under every console list: ?page&size in the URL, the total the API counted.
import { useT } from '@portal/shared';
import { PageNumberPager } from '@portal/shared/ui-kit';
import { PAGE_SIZES, type PageParams } from '../list-params';

export interface ConsolePagerProps extends PageParams {
  count: number;
  totalCount: number;
  /** "12 customers", in the list's words. */
  summary(total: number): string;
  onChange(next: PageParams): void;
}

export function ConsolePager({ page, size, count, totalCount, summary, onChange }: ConsolePagerProps) {
  const { t } = useT('admin');
  return (
    <PageNumberPager
      page={page}
      size={size}
      count={count}
      totalCount={totalCount}
      pageSizes={PAGE_SIZES}
      labels={{ summary, nav: t('common.pages') }}
      onChange={onChange}
    />
  );
}
