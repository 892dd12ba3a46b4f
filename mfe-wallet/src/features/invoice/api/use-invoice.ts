// GET /api/v2/user/wallet/billing/{invoice_id} — one of the customer's invoices with its lines.
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';
import { walletKeys } from '../../../lib/query-keys';

export function useInvoice(invoiceId: string) {
  return useQuery({
    queryKey: walletKeys.invoice(invoiceId),
    queryFn: async ({ signal }) => (await api.walletInvoice({ params: { invoice_id: invoiceId }, signal })).result,
  });
}
