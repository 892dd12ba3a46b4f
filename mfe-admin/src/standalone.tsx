// The operator console running alone (`webpack serve`, port 3006): the shell's providers (react-query
// included), the stored session, and this remote's routes at their real paths. `/` goes to the overview.
// The API refuses a session that is not staff, as it does in the portal.
import { Navigate, Route, Routes } from '@portal/shared';
import { QueryProvider } from '@portal/shared/query';
import { mountStandalone } from '@portal/shared/standalone';
import { routes } from './routes';

mountStandalone(
  <QueryProvider>
    <main style={{ padding: 16 }}>
      <Routes>
        <Route path="/" element={<Navigate to="/admin" replace />} />
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} Component={Component} />
        ))}
      </Routes>
    </main>
  </QueryProvider>,
);
