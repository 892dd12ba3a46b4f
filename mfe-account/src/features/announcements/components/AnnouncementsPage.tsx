// /user/announcements/announcements — every announcement, newest first, by type (?type), page by page
// (?page). Unread ones are marked; opening the page marks those shown as read, and the marker stays for
// this visit so the customer still sees what was new.
import { useEffect, useRef, useState } from 'react';
import {
  EmptyState,
  PageColumn,
  PageHeader,
  Pagination,
  QueryView,
  Select,
  Stack,
  useSearchParams,
  useT,
  type PaginationLabels,
} from '@portal/shared';
import type { AnnType } from '@portal/shared/contract';
import { ACCOUNT_NS } from '../../../i18n';
import { useAnnouncements } from '../api/use-announcements';
import { useMarkAnnouncementsRead } from '../api/use-mark-announcements-read';
import { PAGE_SIZE, readListParams, writeListParams } from '../list-params';
import { AnnouncementCard } from './AnnouncementCard';

/** Ids that were unread when first shown in this visit, and marks them read on the server once. */
function useUnreadThisVisit(items: readonly { id: number; is_read: boolean }[] | undefined): ReadonlySet<number> {
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const sent = useRef(new Set<number>());
  const markRead = useMarkAnnouncementsRead();
  const { mutate } = markRead;
  useEffect(() => {
    const fresh = (items ?? []).filter((item) => !item.is_read && !sent.current.has(item.id)).map((item) => item.id);
    if (fresh.length === 0) return;
    for (const id of fresh) sent.current.add(id);
    setSeen((previous) => new Set([...previous, ...fresh]));
    mutate(fresh);
  }, [items, mutate]);
  return seen;
}

export default function AnnouncementsPage() {
  const { t } = useT(ACCOUNT_NS);
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const query = useAnnouncements(params.type, params.page, PAGE_SIZE);
  const unread = useUnreadThisVisit(query.data?.announcements);
  const labels: PaginationLabels = {
    nav: t('pagination.label'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    pageSize: t('pagination.pageSize'),
    summary: ({ total }) => t('announcements.total', { count: total ?? 0 }),
    position: ({ page, pages }) => t('pagination.pageOf', { page, pages }),
  };

  return (
    <PageColumn>
      <PageHeader title={t('announcements.title')} intro={t('announcements.intro')} />
      <Select
        label={t('announcements.typeFilter')}
        value={params.type ?? ''}
        onChange={(event) =>
          setSearch(writeListParams({ type: (event.target.value || null) as AnnType | null, page: 1 }))
        }
        options={[
          { value: '', label: t('announcements.allTypes') },
          { value: 'index_ann', label: t('announcements.types.index_ann') },
          { value: 'pop_up_ann', label: t('announcements.types.pop_up_ann') },
        ]}
        style={{ maxWidth: 280 }}
      />
      <QueryView
        query={query}
        loadingLabel={t('announcements.loading')}
        errorTitle={t('announcements.loadFailed')}
        isEmpty={(data) => data.total_count === 0}
        empty={<EmptyState title={t('announcements.emptyTitle')} body={t('announcements.emptyBody')} />}
      >
        {(data) => (
          <Stack gap={2}>
            {data.announcements.map((item) => (
              <AnnouncementCard key={item.id} item={item} unread={!item.is_read || unread.has(item.id)} />
            ))}
            <Pagination
              window={{ limit: PAGE_SIZE, offset: (params.page - 1) * PAGE_SIZE }}
              count={data.announcements.length}
              total={data.total_count}
              pageSizes={[PAGE_SIZE]}
              labels={labels}
              hideIdleControls
              onChange={(next) => setSearch(writeListParams({ type: params.type, page: next.offset / next.limit + 1 }))}
            />
          </Stack>
        )}
      </QueryView>
    </PageColumn>
  );
}
