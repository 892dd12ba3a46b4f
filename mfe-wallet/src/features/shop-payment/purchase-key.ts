// One idempotency key per purchase attempt (shopOldConfirmOrder). A double click sends the same key, and
// so does a retry after an answer that never arrived (network, timeout, a server error): the server may
// have bought already, and the same key buys once and answers that purchase. After a definite answer — a
// purchase, or a refusal such as a short balance — the next press is a new attempt with a new key.
import { useCallback, useState } from 'react';
import { v4 as newKey } from 'uuid';
import { outcomeUnknown } from '../../lib/wallet-errors';

export function usePurchaseKey() {
  const [key, setKey] = useState(() => newKey());
  /** After an attempt: `error` null for a purchase made. */
  const settle = useCallback((error: unknown) => {
    if (error === null || !outcomeUnknown(error)) setKey(newKey());
  }, []);
  return { key, settle };
}
