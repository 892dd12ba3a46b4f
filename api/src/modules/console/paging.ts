// The console's lists: a page number and size in, `{ total_count, page, size, records }` out.
import { ok } from '../../http/envelope';

const DEFAULT_PAGE_SIZE = 50;

export interface PageRequest {
  page?: number;
  size?: number;
}

export function pageWindow(request: PageRequest): { page: number; size: number; limit: number; offset: number } {
  const page = request.page ?? 1;
  const size = request.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
}

export function okPage<T>(request: PageRequest, total: number, records: T[]) {
  const { page, size } = pageWindow(request);
  return ok({ total_count: total, page, size, records });
}

/** A page of rows that show amounts, with the portal's currency they are in (PAYMENT_CURRENCY). */
export function okMoneyPage<T>(currency: string, request: PageRequest, total: number, records: T[]) {
  const { page, size } = pageWindow(request);
  return ok({ currency, total_count: total, page, size, records });
}
