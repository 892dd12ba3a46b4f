// A real <table> (caption, th scope) that turns each row into a labelled card on phones: every cell
// carries data-label, shown before the value below the sm breakpoint.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@portal/shared';

const Wrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    padding-bottom: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  th,
  td {
    text-align: left;
    padding: 8px 12px 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    white-space: nowrap;
  }
  td.num {
    font-variant-numeric: tabular-nums;
  }
  ${media.down('sm')} {
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
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 2px 0;
      border: 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;

export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
}

export function LogTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  rowTestId,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  columns: readonly Column<Row>[];
  rowTestId?: string;
}) {
  return (
    <Wrap>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.numeric ? 'num' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
