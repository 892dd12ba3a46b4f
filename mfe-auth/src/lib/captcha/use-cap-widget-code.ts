// Whether the <cap-widget> element is defined yet: its code loads lazily, once per page.
import { useQuery } from '@tanstack/react-query';
import { loadCapWidget } from './load-cap-widget';

export function useCapWidgetCode() {
  return useQuery({
    queryKey: ['auth', 'cap-widget-code'],
    queryFn: async () => {
      await loadCapWidget();
      return true;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
    refetchOnWindowFocus: false,
  });
}
