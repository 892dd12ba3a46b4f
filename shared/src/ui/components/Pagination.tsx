// Previous / next over a limit/offset window, an optional "page x of y", a summary line and the page
// size. Buttons (not links): the caller keeps the window in the URL's search params. They are
// disabled, not hidden, at the ends so the layout never jumps. Every string comes from the caller,
// so each remote keeps its own wording in both languages.
import styled from 'styled-components';
import { media } from '../theme/breakpoints';
import { Button } from './Button';
import { Text } from './layout';
import { Select } from './Select';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** What the labels may show: rows from/to (1-based), the total and pages when known. */
export interface PageInfo {
  from: number;
  to: number;
  page: number;
  total?: number;
  pages?: number;
}

export interface PaginationLabels {
  /** Accessible name of the <nav>. */
  nav: string;
  previous: string;
  next: string;
  pageSize: string;
  /** The muted line, e.g. "Rows 1–20" or "12 tickets". */
  summary(info: PageInfo): string;
  /** Between the buttons, e.g. "Page 2 of 5"; only shown when the total is known. */
  position?(info: PageInfo & { pages: number }): string;
}

export interface PaginationProps {
  window: PageWindow;
  /** Rows in the current answer. */
  count: number;
  /** Rows in total, when the API tells; without it "next" is offered while the page is full. */
  total?: number;
  pageSizes: readonly number[];
  labels: PaginationLabels;
  onChange(next: PageWindow): void;
  /** Leave out controls that would do nothing: the pager on one page, the size choice on a short list. */
  hideIdleControls?: boolean;
}

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

export function pageInfo({ limit, offset }: PageWindow, count: number, total?: number): PageInfo {
  const page = Math.floor(offset / limit) + 1;
  const from = count === 0 ? 0 : offset + 1;
  const to = offset + count;
  if (total === undefined) return { from, to, page };
  return { from, to, page, total, pages: Math.max(1, Math.ceil(total / limit)) };
}

export function Pagination({
  window,
  count,
  total,
  pageSizes,
  labels,
  onChange,
  hideIdleControls = false,
}: PaginationProps) {
  const { limit, offset } = window;
  const info = pageInfo(window, count, total);
  const hasPrevious = offset > 0;
  const hasNext = total === undefined ? count >= limit : offset + limit < total;
  const showPager = !hideIdleControls || hasPrevious || hasNext;
  const smallest = pageSizes[0] ?? limit;
  const showSize = !hideIdleControls || limit !== smallest || (total ?? count) > smallest;
  return (
    <Nav aria-label={labels.nav}>
      <Text size="sm" tone="muted">
        {labels.summary(info)}
      </Text>
      {showPager ? (
        <Pager>
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasPrevious}
            onClick={() => onChange({ limit, offset: Math.max(0, offset - limit) })}
          >
            {labels.previous}
          </Button>
          {labels.position && info.pages !== undefined ? (
            <Text as="span" size="sm">
              {labels.position({ ...info, pages: info.pages })}
            </Text>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={!hasNext}
            onClick={() => onChange({ limit, offset: offset + limit })}
          >
            {labels.next}
          </Button>
        </Pager>
      ) : null}
      {showSize ? (
        <SizeSelect
          label={labels.pageSize}
          options={pageSizes.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(limit)}
          onChange={(event) => onChange({ limit: Number(event.target.value), offset: 0 })}
        />
      ) : null}
    </Nav>
  );
}
