// GET /api/v2/user/devices — the devices that fetched the subscription and the plan's device limit.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useDevices() {
  return useQuery({
    queryKey: serviceKeys.devices(),
    queryFn: async ({ signal }) => (await api.userDevices({ signal })).result,
  });
}
