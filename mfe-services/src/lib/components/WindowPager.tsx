// Previous / next over a limit/offset list plus the page size. The API gives no total for some
// lists, so "next" is offered while the last answer filled the page.
import styled from 'styled-components';
import { Button, Select, Text, media, useT } from '@portal/shared';
import { PAGE_LIMITS, type Window } from '../limit-offset';

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

const LimitSelect = styled(Select)`
  width: 120px;
`;

export interface WindowPagerProps {
  window: Window;
  /** Rows in the current answer. */
  count: number;
  /** Rows in total, when the API tells. */
  total?: number;
  onChange(next: Window): void;
}

export function WindowPager({ window, count, total, onChange }: WindowPagerProps) {
  const { t } = useT('services');
  const { limit, offset } = window;
  const hasNext = total === undefined ? count >= limit : offset + limit < total;
  const from = count === 0 ? 0 : offset + 1;
  return (
    <Nav aria-label={t('pager.label')}>
      <Text size="sm" tone="muted">
        {total === undefined
          ? t('pager.rangeOpen', { from, to: offset + count })
          : t('pager.range', { from, to: offset + count, total })}
      </Text>
      <Pager>
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange({ limit, offset: Math.max(0, offset - limit) })}
        >
          {t('pager.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasNext}
          onClick={() => onChange({ limit, offset: offset + limit })}
        >
          {t('pager.next')}
        </Button>
      </Pager>
      <LimitSelect
        label={t('pager.limit')}
        options={PAGE_LIMITS.map((value) => ({ value: String(value), label: String(value) }))}
        value={String(limit)}
        onChange={(event) => onChange({ limit: Number(event.target.value), offset: 0 })}
      />
    </Nav>
  );
}
