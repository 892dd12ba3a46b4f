// @portal/shared/server: what the page server (shell/src/server-rendering/page-server) needs of
// @portal/shared and the browser never loads. docs/adr/0012-page-server.md.
export {
  sendRequestsInProcess,
  type InProcessRequest,
  type InProcessResponse,
  type InProcessSend,
} from './in-process-transport';
export { inRenderState, type RenderState } from './render-state';
