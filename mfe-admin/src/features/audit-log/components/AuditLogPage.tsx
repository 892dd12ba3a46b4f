// /admin/audit — every change staff made: who (by their email), when, what, to which customer or object,
// before and after; filtered by actor, action and target. Administrators only.
import styled from 'styled-components';
import { AppLink, EmptyState, PageColumn, PageHeader, QueryView, Select, Text, TextField, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { AUDIT_ACTIONS, auditTargetType, type AuditEntry } from '@portal/shared/contract/admin';
import { AdminOnly } from '../../../lib/components/AdminOnly';
import { ConsolePager } from '../../../lib/components/ConsolePager';
import { SearchBox } from '../../../lib/components/SearchBox';
import { FilterSlot, Mono, Toolbar } from '../../../lib/components/Toolbar';
import { useConsoleFormat } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useAuditLog } from '../api/use-audit-log';
import { readAuditQuery } from '../audit-params';
import { AuditChanges } from './AuditChanges';

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

/** Where the console shows an audit row's object, when it has a page for it. */
function targetLink(entry: AuditEntry): string | null {
  if (entry.target_type === 'user') return `/admin/customers/${entry.target_id}`;
  if (entry.target_type === 'device' && entry.target_user) return `/admin/customers/${entry.target_user.id}?tab=access`;
  if (entry.target_type === 'ticket') return `/admin/tickets/${entry.target_id}`;
  if (entry.target_type === 'order') return `/admin/orders?q=${encodeURIComponent(entry.target_id)}`;
  return null;
}

function AuditLog() {
  const { t } = useT('admin');
  const format = useConsoleFormat();
  const list = useListParams();
  const query = readAuditQuery(list.search);
  const audit = useAuditLog(query);

  return (
    <PageColumn>
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} />
      <Toolbar>
        <SearchBox
          label={t('audit.filters.actor')}
          hint={t('audit.filters.actorHint')}
          value={query.actor ?? ''}
          onSearch={(actor) => list.setFilters({ actor })}
        />
        <FilterSlot>
          <Select
            label={t('audit.filters.action')}
            value={query.action ?? ''}
            onChange={(event) => list.setFilters({ action: event.target.value })}
            options={[
              { value: '', label: t('common.any') },
              ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
            ]}
          />
        </FilterSlot>
        <FilterSlot>
          <Select
            label={t('audit.filters.target')}
            value={query.target_type ?? ''}
            onChange={(event) => list.setFilters({ target: event.target.value, id: undefined })}
            options={[
              { value: '', label: t('common.any') },
              ...auditTargetType.options.map((type) => ({ value: type, label: t(`audit.targets.${type}`) })),
            ]}
          />
        </FilterSlot>
        {query.target_type ? (
          <FilterSlot>
            <TextField
              key={query.target_type}
              label={t('audit.filters.targetId')}
              defaultValue={query.target_id ?? ''}
              onKeyDown={(event) => {
                if (event.key === 'Enter') list.setFilters({ id: event.currentTarget.value.trim() });
              }}
              onBlur={(event) => list.setFilters({ id: event.currentTarget.value.trim() })}
            />
          </FilterSlot>
        ) : null}
      </Toolbar>
      {query.user_id ? (
        <p>
          {t('audit.ofCustomer', { id: query.user_id })} <AppLink to="/admin/audit">{t('audit.allChanges')}</AppLink>
        </p>
      ) : null}
      <QueryView
        query={audit}
        loadingLabel={t('audit.loading')}
        errorTitle={t('audit.loadFailed')}
        isEmpty={(page) => page.records.length === 0}
        empty={<EmptyState title={t('audit.emptyTitle')} body={t('audit.emptyBody')} />}
      >
        {(page) => (
          <>
            <DataTable
              caption={t('audit.caption')}
              rows={page.records}
              rowKey={(entry) => entry.id}
              rowTestId="audit-row"
              busy={audit.isFetching && audit.isPlaceholderData}
              columns={[
                { header: t('audit.columns.when'), cell: (entry) => format.dateTime(entry.created_at) },
                {
                  header: t('audit.columns.who'),
                  cell: (entry) => (
                    <Who>
                      <span>{entry.actor.email}</span>
                      <Text as="span" tone="muted" size="sm">
                        {entry.ip}
                      </Text>
                    </Who>
                  ),
                },
                { header: t('audit.columns.what'), cell: (entry) => t(`audit.actions.${entry.action}`) },
                {
                  header: t('audit.columns.target'),
                  cell: (entry) => {
                    const link = targetLink(entry);
                    const label = `${t(`audit.targets.${entry.target_type}`)} ${entry.target_id}`;
                    return link ? <AppLink to={link}>{label}</AppLink> : <Mono>{label}</Mono>;
                  },
                },
                {
                  header: t('audit.columns.customer'),
                  cell: (entry) =>
                    entry.target_user ? (
                      <AppLink to={`/admin/customers/${entry.target_user.id}`}>{entry.target_user.email}</AppLink>
                    ) : (
                      '—'
                    ),
                },
                { header: t('audit.columns.changes'), cell: (entry) => <AuditChanges entry={entry} /> },
              ]}
            />
            <ConsolePager
              {...list.page}
              count={page.records.length}
              totalCount={page.total_count}
              summary={(count) => t('audit.summary', { count })}
              onChange={list.setPage}
            />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}

export default function AuditLogPage() {
  const { t } = useT('admin');
  return (
    <AdminOnly title={t('audit.title')}>
      <AuditLog />
    </AdminOnly>
  );
}
