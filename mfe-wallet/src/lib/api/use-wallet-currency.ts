// The wallet's currency (ISO 4217) for lists whose answers carry amounts without one (the ledger, orders,
// cd-keys, purchases, commission); null until known, when amounts show without a symbol.
import { useWalletSummary } from './use-wallet-summary';

export function useWalletCurrency(): string | null {
  return useWalletSummary().data?.currency ?? null;
}
