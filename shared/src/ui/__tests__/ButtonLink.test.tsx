import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { ButtonLink } from '../components/ButtonLink';
import { renderUi } from './render';

describe('ButtonLink', () => {
  it('is a real link (not a button) that navigates in the router', async () => {
    renderUi(
      <Routes>
        <Route path="/" element={<ButtonLink to="/user/tickets/new">New ticket</ButtonLink>} />
        <Route path="/user/tickets/new" element={<p>new ticket page</p>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'New ticket' });
    expect(link).toHaveAttribute('href', '/user/tickets/new');
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.setup().click(link);
    expect(screen.getByText('new ticket page')).toBeInTheDocument();
  });

  it('does not leak its variant to the DOM and paints secondary differently from primary', () => {
    renderUi(
      <>
        <ButtonLink to="/a">Primary</ButtonLink>
        <ButtonLink to="/b" variant="secondary">
          Secondary
        </ButtonLink>
      </>,
    );
    const primary = screen.getByRole('link', { name: 'Primary' });
    const secondary = screen.getByRole('link', { name: 'Secondary' });
    expect(secondary).not.toHaveAttribute('variant');
    expect(getComputedStyle(primary).backgroundColor).not.toBe(getComputedStyle(secondary).backgroundColor);
  });
});
