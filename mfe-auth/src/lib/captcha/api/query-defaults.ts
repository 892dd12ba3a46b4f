// A captcha key is single use: never cached, shared or silently refetched (a refetch would swap
// the key under a widget the user is solving). A new key is asked for by bumping the generation.
export const captchaKeyQueryDefaults = {
  staleTime: Infinity,
  gcTime: 0,
  retry: 1,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;
