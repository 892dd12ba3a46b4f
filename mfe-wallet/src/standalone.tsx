// The wallet remote running alone (`webpack serve`, port 3003): the shell's providers (react-query
// included: the shell gives it to its app layouts, PortalProviders does not), the stored session, and
// this remote's routes at their real paths. `/` goes to the wallet.
import { Navigate, Route, Routes } from '@portal/shared';
import { QueryProvider } from '@portal/shared/query';
import { mountStandalone } from '@portal/shared/standalone';
import { routes } from './routes';

mountStandalone(
  <QueryProvider>
    <main style={{ padding: 16 }}>
      <Routes>
        <Route path="/" element={<Navigate to="/user/wallet" replace />} />
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} Component={Component} />
        ))}
      </Routes>
    </main>
  </QueryProvider>,
);
