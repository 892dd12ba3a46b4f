// Where a top-up started from elsewhere (the shop's "top up the difference") sends the customer back once
// the money has landed. The gateway only knows the order, so the path is kept for that order in this
// tab's sessionStorage while the customer is on the gateway's site, and read back — checked to be a
// same-origin path both times — when the gateway returns them to /user/wallet/recharge?trade_no=….
import { sameOriginPath } from '@portal/shared';

const PREFIX = 'wallet.return-to:';

export function rememberReturnTo(tradeNo: string, raw: string | null): void {
  const path = sameOriginPath(raw);
  if (!path) return;
  try {
    sessionStorage.setItem(`${PREFIX}${tradeNo}`, path);
  } catch {
    // Storage full or refused: the customer finds their way back through the shop.
  }
}

export function returnToFor(tradeNo: string): string | null {
  try {
    return sameOriginPath(sessionStorage.getItem(`${PREFIX}${tradeNo}`));
  } catch {
    return null;
  }
}
