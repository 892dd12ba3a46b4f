// @portal/shared: the runtime every app shares as one singleton. The contract is imported
// separately from '@portal/shared/contract'.
export {
  REMOTE_NAMES,
  isRemoteName,
  type RemoteName,
  type RemoteRouteObject,
  type RemoteRoutesModule,
} from './federation/types';
export { getPortalConfig, DEFAULT_PORTAL_CONFIG, type PortalConfig, type LiveChatConfig } from './config/portal-config';
export * from './api-client';
export * from './session';
export * from './i18n';
export { queryClient } from './query/query-client';
export * from './ui';
export * from './router';
