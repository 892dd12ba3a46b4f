// The customer list's filters as the URL keeps them: ?q (id or email), ?plan (a plan's id),
// ?banned (yes / no), ?expiring (7 or 30 days), ?staff (1), and the page.
import { readFilter, readId, readPageParams } from '../../lib/list-params';
import type { CustomersQuery } from './api/use-customers';

const EXPIRING_CHOICES = ['7', '30'] as const;

export function readCustomersQuery(search: URLSearchParams): CustomersQuery {
  const banned = readFilter(search, 'banned', ['yes', 'no'] as const);
  const expiring = readFilter(search, 'expiring', EXPIRING_CHOICES);
  const q = readFilter(search, 'q');
  const planId = readId(search, 'plan');
  return {
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(planId ? { plan_id: planId } : {}),
    ...(banned ? { banned: banned === 'yes' } : {}),
    ...(expiring ? { expiring_days: Number(expiring) } : {}),
    ...(search.get('staff') === '1' ? { staff: true } : {}),
    ...readPageParams(search),
  };
}
