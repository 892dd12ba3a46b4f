// @portal/shared/server: what the server's page renderer (shell/src/server) needs of @portal/shared and the
// browser never loads. docs/adr/0011-server-rendered-signed-in-pages.md.
export {
  sendRequestsInProcess,
  type InProcessRequest,
  type InProcessResponse,
  type InProcessSend,
} from './in-process-transport';
export { inRenderState, type RenderState } from './render-state';
