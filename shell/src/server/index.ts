// The shell's server build (shared/tooling/webpack-server.mjs): what the API loads to render a signed-in page
// (api/src/modules/page-render). docs/adr/0011-server-rendered-signed-in-pages.md.
import { setRemoteModuleLoader } from '@portal/shared';
import { SERVER_RENDERER_VERSION, type ServerRenderer } from '@portal/shared/contract';
import '../i18n/register';
import { loadedExposedModule, loadExposedModule } from '../remotes/load-remote-routes';
import { SERVER_RENDERED_PATHS } from '../routes/route-table';
import { renderPage } from './render-page';
import { sharedModules } from './shared-modules';

// A remote's card (the dashboard's wallet card) comes from the modules the server provides for the page.
setRemoteModuleLoader(loadExposedModule, loadedExposedModule);

export const renderer: ServerRenderer = {
  version: SERVER_RENDERER_VERSION,
  paths: SERVER_RENDERED_PATHS,
  sharedModules,
  renderPage,
};
