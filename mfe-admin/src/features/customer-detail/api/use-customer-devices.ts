// GET /api/v2/admin_api/users/{id}/devices — the devices that fetch a customer's subscription (staff);
// DELETE …/devices/{device_id} removes an active one or forgets a refused or removed one (admin).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { adminKeys } from '../../../lib/query-keys';
import { useCustomerChange } from './use-customer-change';

const customerDevicesQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.userDevices(userId),
    queryFn: async ({ signal }) => (await api.adminUserDevices({ params: { user_id: userId }, signal })).result,
  });

export function useCustomerDevices(userId: number) {
  return useQuery(customerDevicesQuery(userId));
}

/** Removes or forgets one device; the list shows the server's answer at once (the audit log is read again). */
export function useRemoveCustomerDevice(userId: number) {
  const queryClient = useQueryClient();
  return useCustomerChange(async (deviceId: number) => {
    const answer = await api.adminUserDeviceRemove({ params: { user_id: userId, device_id: deviceId } });
    queryClient.setQueryData(adminKeys.userDevices(userId), answer.result);
    return answer.result;
  });
}
