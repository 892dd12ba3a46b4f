// A real <table> (caption, th scope) that turns each row into a labelled card on phones: every <td>
// carries data-label, shown before the value below the sm breakpoint.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@portal/shared';

const TableWrap = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  ${media.down('sm')} {
    border: 0;
    background: transparent;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    text-align: left;
    padding: 12px 16px 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  th,
  td {
    text-align: left;
    padding: 10px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  ${media.down('sm')} {
    caption {
      padding: 0 0 8px;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.colors.surface};
      padding: 4px 0;
    }
    td,
    td.num {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 12px;
      text-align: right;
      border-bottom: 0;
      padding: 6px 12px;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
      flex: none;
      max-width: 45%;
    }
  }
`;

export interface Column<Row> {
  /** The column heading, also the label a phone shows before each value. */
  header: string;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  cell(row: Row): ReactNode;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row, index: number): string | number;
  /** data-testid of every body row. */
  rowTestId?: string;
  /** aria-busy while older rows stand in for the next page. */
  busy?: boolean;
}

/** One row per item, a heading per column (th scope="col"), each cell labelled for phones. */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowTestId, busy }: DataTableProps<Row>) {
  return (
    <TableWrap>
      <Table aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.numeric ? 'num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
