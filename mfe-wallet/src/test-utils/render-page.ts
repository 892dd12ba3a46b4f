// Renders a wallet page as the shell would and waits for its chunk (each page is lazy): the page's h1
// shows. A loaded machine can take a few seconds for the first chunk, hence the long wait.
import { screen } from '@testing-library/react';
import { renderRoute, type RenderRouteOptions } from '@portal/shared/test/render-route';
import { routes } from '../routes';

export async function renderPage(path: string, options: RenderRouteOptions = {}) {
  const view = renderRoute(routes, path, options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}
