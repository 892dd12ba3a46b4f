// Every change staff make to a customer (balance, plan, ban, link, sessions, email, role) goes through
// this mutation: afterwards the customer, the lists that show them, the overview and the audit log are
// read again, so every page shows the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';

export function useCustomerChange<Args, Result>(change: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
