// The account remote running alone (`webpack serve`, port 3005): the shell's providers (react-query
// included: the shell gives it to its app layouts, PortalProviders does not), the stored session, and
// this remote's routes at their real paths. `/` goes to the overview.
import { Navigate, Route, Routes } from '@portal/shared';
import { QueryProvider } from '@portal/shared/query';
import { mountStandalone } from '@portal/shared/standalone';
import { routes } from './routes';

mountStandalone(
  <QueryProvider>
    <main style={{ padding: 16 }}>
      <Routes>
        <Route path="/" element={<Navigate to="/user/my-account" replace />} />
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} Component={Component} />
        ))}
      </Routes>
    </main>
  </QueryProvider>,
);
