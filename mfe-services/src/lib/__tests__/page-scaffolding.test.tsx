import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { i18n, PortalProviders } from '@portal/shared';
import { registerServicesTranslations } from '../../i18n';
import { QueryView } from '@portal/shared';

registerServicesTranslations();
beforeEach(() => void i18n.changeLanguage('en'));

const renderUi = (ui: ReactElement) => render(<PortalProviders>{ui}</PortalProviders>);

/** Just the fields QueryView reads, in each state a query can be in. */
function queryIn<T>(state: { isPending?: boolean; isError?: boolean; data?: T; error?: unknown }, refetch = jest.fn()) {
  return { isPending: false, isError: false, refetch, ...state } as unknown as UseQueryResult<T>;
}

function view(query: UseQueryResult<string[]>) {
  return (
    <QueryView
      query={query}
      loadingLabel="Loading rows"
      errorTitle="Rows failed"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>No rows</p>}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryView>
  );
}

describe('QueryView', () => {
  it('shows the loading label while pending', () => {
    renderUi(view(queryIn({ isPending: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
  });

  it('shows the error with a Retry that refetches', async () => {
    const refetch = jest.fn();
    renderUi(view(queryIn({ isError: true, error: new Error('boom') }, refetch)));
    expect(screen.getByRole('alert')).toHaveTextContent('Rows failed');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty answer and the content otherwise', () => {
    const { unmount } = renderUi(view(queryIn({ data: [] })));
    expect(screen.getByText('No rows')).toBeInTheDocument();
    unmount();
    renderUi(view(queryIn({ data: ['a', 'b'] })));
    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.queryByText('No rows')).toBeNull();
  });
});
