// @portal/shared/query: the one react-query client and its provider. A subpath of its own (a separate
// federated singleton), so pages that hold no server state — the sign-in page — never load react-query.
export { queryClient } from './query-client';
export { QueryProvider, RenderQueryClient } from './QueryProvider';
