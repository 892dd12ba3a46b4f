// The inbox's filters as the URL keeps them: ?state (open, closed, all; open when absent), ?q, ?user.
import { inboxState } from '@portal/shared/contract/admin';
import { readFilter, readId, readPageParams } from '../../lib/list-params';
import type { InboxQuery } from './api/use-inbox';

export function readInboxQuery(search: URLSearchParams): InboxQuery {
  const state = readFilter(search, 'state', inboxState.options);
  const q = readFilter(search, 'q');
  const userId = readId(search, 'user');
  return {
    state: state ?? 'open',
    ...(q ? { q: q.slice(0, 200) } : {}),
    ...(userId ? { user_id: userId } : {}),
    ...readPageParams(search),
  };
}
