import { screen } from '@testing-library/react';
import { PageColumn, PageHeader, Panel } from '../components/PageHeader';
import { renderUi } from './render';

describe('PageHeader', () => {
  it('puts the title in the one h1, with the intro, actions and a link above it', () => {
    renderUi(
      <PageColumn data-testid="column">
        <PageHeader
          title="Tickets"
          intro="Ask us anything"
          before={<a href="/user/tickets">Back</a>}
          actions={<button type="button">New ticket</button>}
        />
        <Panel data-testid="panel">Body</Panel>
      </PageColumn>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Tickets$/);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Ask us anything')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New ticket' })).toBeVisible();
    // The back link comes before the title in reading order.
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('panel').tagName).toBe('SECTION');
    expect(screen.getByTestId('column')).toContainElement(screen.getByTestId('panel'));
  });

  it('leaves out the intro and the actions when there are none', () => {
    const { container } = renderUi(<PageHeader title="Nodes" />);
    const header = container.firstElementChild;
    expect(header).not.toBeNull();
    expect(header?.querySelectorAll('p')).toHaveLength(0);
    expect(header?.children).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Nodes' })).toBeInTheDocument();
  });

  it('sets the document title to "<title> · <site>", or to documentTitle when the title is not text', () => {
    window.__PORTAL_CONFIG__ = { siteName: 'Portal' };
    const { unmount } = renderUi(<PageHeader title="Tickets" />);
    expect(document.title).toBe('Tickets · Portal');
    unmount();
    renderUi(<PageHeader title={<span>Ticket #12</span>} documentTitle="Ticket 12" />);
    expect(document.title).toBe('Ticket 12 · Portal');
  });
});
