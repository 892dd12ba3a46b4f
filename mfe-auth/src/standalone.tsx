// Development only: the auth pages alone on the remote's dev server (port 3001), with the same
// providers the shell gives them and a stand-in for the shell's default layout. The pages hold no
// react-query state, so there is no QueryProvider here (the shell gives them none either).
import { Navigate, Route, Routes } from '@portal/shared';
import { mountStandalone } from '@portal/shared/standalone';
import { routes } from './routes';
import { StandaloneElsewhere } from './standalone/StandaloneElsewhere';
import { StandaloneLayout } from './standalone/StandaloneLayout';
import './standalone/strings';

mountStandalone(
  <Routes>
    <Route Component={StandaloneLayout}>
      <Route path="/" element={<Navigate to="/auth/sign-in" replace />} />
      <Route path="/auth" element={<Navigate to="/auth/sign-in" replace />} />
      {routes.map(({ path, Component }) => (
        <Route key={path} path={path} Component={Component} />
      ))}
      <Route path="*" Component={StandaloneElsewhere} />
    </Route>
  </Routes>,
);
