export { api, type Api, type ApiArgs, type ApiFunction } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { configureApi, type ApiSettings } from './settings';
export type { CallOptions } from './transport/request';
