// /admin/announcements — what customers read on their dashboard or in a pop-up: write one in markdown
// with a live preview, publish it, correct it, remove it. Staff (support too) work it.
import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  PageColumn,
  PageHeader,
  QueryView,
  Select,
  Text,
  toast,
  useT,
} from '@portal/shared';
import { Badge, TitledCard } from '@portal/shared/ui-kit';
import { LazyMarkdown } from '@portal/shared/markdown';
import { annType } from '@portal/shared/contract';
import type { AdminAnnouncementRow } from '@portal/shared/contract/admin';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { Actions, FilterSlot, Toolbar } from '../../../lib/components/Toolbar';
import { describeConsoleError } from '../../../lib/console-errors';
import { useConsoleFormat } from '../../../lib/format';
import { readFilter, useListParams } from '../../../lib/list-params';
import { useAnnouncementChange } from '../api/use-announcement-change';
import { useAnnouncements } from '../api/use-announcements';
import { AnnouncementForm } from './AnnouncementForm';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Tags = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Body = styled.div`
  max-height: 240px;
  overflow: auto;
  overflow-wrap: anywhere;
`;

export default function AnnouncementsPage() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const list = useListParams();
  const type = readFilter(list.search, 'type', annType.options);
  const announcements = useAnnouncements({ ...list.page, ...(type ? { ann_type: type } : {}) });
  const change = useAnnouncementChange();
  const [editing, setEditing] = useState<AdminAnnouncementRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminAnnouncementRow | null>(null);
  const open = (next: AdminAnnouncementRow | 'new') => {
    change.reset();
    setEditing(next);
  };

  return (
    <PageColumn>
      <PageHeader
        title={t('announcements.title')}
        intro={t('announcements.intro')}
        actions={editing === null ? <Button onClick={() => open('new')}>{t('announcements.new')}</Button> : null}
      />
      {editing !== null ? (
        <AnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          change={change}
          onDone={() => {
            toast({ tone: 'success', title: t(editing === 'new' ? 'announcements.published' : 'common.saved') });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <Toolbar>
        <FilterSlot>
          <Select
            label={t('announcements.type')}
            value={type ?? ''}
            onChange={(event) => list.setFilters({ type: event.target.value })}
            options={[
              { value: '', label: t('common.any') },
              ...annType.options.map((value) => ({ value, label: t(`announcements.types.${value}`) })),
            ]}
          />
        </FilterSlot>
      </Toolbar>
      <QueryView
        query={announcements}
        loadingLabel={t('announcements.loading')}
        errorTitle={t('announcements.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={<EmptyState title={t('announcements.emptyTitle')} body={t('announcements.emptyBody')} />}
      >
        {(page) => (
          <>
            <Cards aria-label={t('announcements.listLabel')}>
              {page.records.map((row) => (
                <li key={row.id} data-testid="announcement">
                  <TitledCard
                    title={
                      <Tags>
                        {t(`announcements.types.${row.ann_type}`)}
                        {row.is_current ? <Badge $tone="success">{t('announcements.current')}</Badge> : null}
                        {Object.entries(row.markdown_i18n)
                          .filter(([, text]) => text)
                          .map(([language]) => (
                            <Badge key={language}>{t(`common.languages.${language === 'en' ? 'en' : 'zh-CN'}`)}</Badge>
                          ))}
                      </Tags>
                    }
                    action={
                      <Actions>
                        <Button size="sm" variant="secondary" onClick={() => open(row)}>
                          {t('common.edit')}
                        </Button>
                        <Button size="sm" variant="danger" onClick={() => setRemoving(row)}>
                          {t('common.remove')}
                        </Button>
                      </Actions>
                    }
                  >
                    <Text tone="muted" size="sm">
                      {t('announcements.byline', {
                        date: format.dateTime(row.created_at),
                        who: row.created_by?.email ?? t('announcements.unknownAuthor'),
                      })}
                    </Text>
                    <Body>
                      <LazyMarkdown>{row.markdown_text}</LazyMarkdown>
                    </Body>
                  </TitledCard>
                </li>
              ))}
            </Cards>
            <ConsolePager
              {...list.page}
              count={page.records.length}
              totalCount={page.total_count}
              summary={(count) => t('announcements.summary', { count })}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryView>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title={t('announcements.removeTitle')}
        description={removing?.is_current ? t('announcements.removeCurrent') : t('announcements.removeExplain')}
        confirmLabel={t('common.remove')}
        tone="danger"
        onConfirm={async () => {
          try {
            await change.mutateAsync({ kind: 'delete', id: removing!.id });
            toast({ tone: 'success', title: t('announcements.removed') });
          } catch (error) {
            toast({ tone: 'error', title: t('common.notDone'), description: describeConsoleError(error) });
            throw error;
          }
        }}
      />
    </PageColumn>
  );
}
