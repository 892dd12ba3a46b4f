// Wraps the pages that use react-query (the shell's app layouts, a remote running alone).
import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The query client of the page the page server is rendering (shell/src/server-rendering/page-server): one per request, so no customer's
 * data can reach another's page. In the browser there is none, and the portal's one client is used.
 */
export const RenderQueryClient = createContext<QueryClient | null>(null);

export function QueryProvider({ children }: { children?: ReactNode }) {
  const client = useContext(RenderQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
