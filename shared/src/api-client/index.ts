export { api, type Api, type ApiArgs, type ApiFunction } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { http, configureApi, type ApiSettings } from './http';
export type { CallOptions } from './request';
