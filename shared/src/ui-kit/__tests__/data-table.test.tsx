// The ui-kit's table: a real, captioned table whose cells are labelled for the phone layout.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PortalProviders } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';

const renderUi = (ui: ReactElement) => render(<PortalProviders>{ui}</PortalProviders>);

describe('DataTable', () => {
  it('is a captioned table with column headers and every cell labelled for phones', () => {
    renderUi(
      <DataTable
        caption="2 bills"
        rows={[
          { id: 1, name: 'Basic', amount: 5 },
          { id: 2, name: 'Pro', amount: 12 },
        ]}
        rowKey={(row) => row.id}
        rowTestId="bill"
        busy={false}
        columns={[
          { header: 'Plan', cell: (row) => row.name },
          { header: 'Amount', numeric: true, cell: (row) => `¥${row.amount}` },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '2 bills' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Plan', 'Amount']);
    expect(headers[0]).toHaveAttribute('scope', 'col');
    expect(headers[1]).toHaveClass('num');
    const rows = screen.getAllByTestId('bill');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((td) => [td.getAttribute('data-label'), td.textContent])).toEqual([
      ['Plan', 'Pro'],
      ['Amount', '¥12'],
    ]);
    expect(cells[1]).toHaveClass('num');
    expect(cells[0]).not.toHaveClass('num');
  });
});
