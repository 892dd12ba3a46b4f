// Previous / next, "page x of y" and the page size. Buttons (not links) because the page lives in
// the URL's search params; they are disabled, not hidden, at the ends so the layout never jumps.
import styled from 'styled-components';
import { Button, Select, Text, media, useT } from '@portal/shared';
import { PAGE_SIZES } from '../list-params';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  ${media.down('sm')} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${media.down('sm')} {
    justify-content: space-between;
  }
`;

const SizeSelect = styled(Select)`
  width: 120px;
`;

export interface PaginationProps {
  page: number;
  size: number;
  totalCount: number;
  onPageChange(page: number): void;
  onSizeChange(size: number): void;
}

export function Pagination({ page, size, totalCount, onPageChange, onSizeChange }: PaginationProps) {
  const { t } = useT('tickets');
  const pages = Math.max(1, Math.ceil(totalCount / size));
  // Controls only where they do something: no pager for one page, no size choice for a short list.
  const showPager = pages > 1 || page > 1;
  const showSize = totalCount > PAGE_SIZES[0] || size !== PAGE_SIZES[0];
  return (
    <Nav aria-label={t('pagination.label')}>
      <Text size="sm" tone="muted">
        {t('pagination.total', { count: totalCount })}
      </Text>
      {showPager ? (
        <Pager>
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('pagination.previous')}
          </Button>
          <Text as="span" size="sm">
            {t('pagination.pageOf', { page, pages })}
          </Text>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('pagination.next')}
          </Button>
        </Pager>
      ) : null}
      {showSize ? (
        <SizeSelect
          label={t('pagination.pageSize')}
          options={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(size)}
          onChange={(event) => onSizeChange(Number(event.target.value))}
        />
      ) : null}
    </Nav>
  );
}
