// DELETE /api/v2/user/devices/{id} — removes an active device (its place is freed) or forgets a refused one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { serviceKeys } from '../../../lib/query-keys';

export function useRemoveDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.userDeviceRemove({ params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: serviceKeys.devices() }),
  });
}
