// POST /v1/payment/status?tradeno — after the gateway sends the customer back, asks every two seconds
// whether the order is paid, and the moment it is, refreshes every balance on screen. After two minutes
// still pending it stops and says so (`slow`); checkAgain asks for another two minutes.
import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_FOR_MS = 120_000;

export function usePaymentConfirmation(tradeNo: string) {
  const queryClient = useQueryClient();
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);

  const query = useQuery({
    queryKey: walletKeys.paymentStatus(tradeNo),
    queryFn: async ({ signal }) => (await api.paymentStatus({ query: { tradeno: tradeNo }, signal })).result,
    // Always ask again on arrival: a cached "pending" from before the gateway is no answer.
    staleTime: 0,
    refetchInterval: (current) => {
      const status = current.state.data?.status ?? (current.state.data?.is_finish ? 'paid' : 'pending');
      return slow || current.state.status === 'error' || status !== 'pending' ? false : PAYMENT_POLL_MS;
    },
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), PAYMENT_POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [tradeNo, round]);

  const paid = query.data?.status === 'paid' || query.data?.is_finish === true;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: walletKeys.money() });
  }, [paid, queryClient]);

  const checkAgain = useCallback(() => {
    setSlow(false);
    setRound((n) => n + 1);
    void query.refetch();
  }, [query]);

  return { query, paid, slow: slow && !paid, checkAgain };
}
