// A real <table> (caption, th scope) that turns each row into a labelled card on phones: every <td>
// carries data-label, shown before the value below the sm breakpoint.
import styled from 'styled-components';
import { media } from '@portal/shared';

export const TableWrap = styled.div`
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

export const Table = styled.table`
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
