// @portal/shared/http: the HTTP transport behind `api` (axios, retry, the contract's parse of every
// answer). A singleton of its own that `api` loads with the first call, so a page that has not
// called the API yet (the sign-in form before it is touched) carries neither axios nor the contract.
export { http, shouldRetry, RETRY_STATUSES, NON_RETRIED_METHODS, RETRY_DELAY_MS } from './http';
export { callOperation, callOperationById, type CallOptions, type OperationArgs } from './request';
export { toApiError } from './axios-errors';
