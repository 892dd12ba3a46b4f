// @portal/shared: the runtime every app shares as one singleton. Subpaths are singletons of their own,
// loaded only by the pages that use them: '@portal/shared/contract' (the API contract), '/query'
// (react-query client and provider) and '/forms' (react-hook-form wired to zod).
export {
  REMOTE_NAMES,
  isRemoteName,
  type RemoteName,
  type PageMatch,
  type PreloadableComponent,
  type RemoteRouteObject,
  type RemoteRoutesModule,
} from './federation/types';
export { REMOTE_PATHS, FROM_PARAM, cameFrom, type RemotePath } from './federation/paths';
export {
  loadRemoteModule,
  loadedRemoteModule,
  setRemoteModuleLoader,
  RemoteUnavailableError,
  type ExposedModule,
  type RemoteFailure,
  type RemoteModuleLoader,
} from './federation/remote-modules';
export { sameOriginPath } from './navigation/same-origin-path';
export { pageOrigin } from './navigation/page-origin';
export { remoteRegistry, type RemoteRegistryDocument, type RemoteRegistryEntry } from './federation/registry';
export { incompatibilities, type BuiltWith, type Incompatibility } from './federation/compatibility';
export type { InspectRemote, ModuleInspection, RemoteInspection } from './federation/inspection';
export { getPortalConfig, DEFAULT_PORTAL_CONFIG, type PortalConfig, type LiveChatConfig } from './config/portal-config';
export * from './api-client';
export * from './session';
export * from './i18n';
export * from './ui';
// Also in ./ui-kit; here because the shell and the sign-in page use it, and ui-kit is not on that page.
export { lazyPage } from './ui-kit/lazy-page';
export * from './router';
