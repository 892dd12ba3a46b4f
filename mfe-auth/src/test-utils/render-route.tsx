// Renders the remote's routes in memory, inside the portal's providers, plus a stand-in for the
// pages other slices own so navigation can be asserted. (Declarative routing: jsdom has no Request
// for a data router.)
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared';
import { PortalProviders } from '@portal/shared';
import { routes } from '../routes';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export function renderRoute(initialEntry: string) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} Component={Component} />
          ))}
          <Route path="*" Component={Elsewhere} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>,
  );
}
