import { screen } from '@testing-library/react';
import { EmptyState } from '../components/EmptyState';
import { renderUi } from './render';

describe('EmptyState', () => {
  it('titles the box with an h2 and shows the explanation and the actions', () => {
    renderUi(
      <EmptyState
        title="No tickets yet"
        body="Ask us anything"
        icon={<svg data-testid="icon" />}
        actions={<a href="/user/tickets/new">New ticket</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No tickets yet' })).toBeInTheDocument();
    expect(screen.getByText('Ask us anything')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('href', '/user/tickets/new');
    // The icon is decoration only.
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows only the title when that is all there is', () => {
    const { container } = renderUi(<EmptyState title="Nothing found" />);
    const box = container.querySelector('h2')?.parentElement;
    expect(box?.children).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
