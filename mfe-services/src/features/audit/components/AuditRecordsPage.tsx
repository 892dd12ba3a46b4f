// /user/audit/view — the customer's traffic that matched an audit rule, paged with ?limit&offset.
import { EmptyState, PageColumn, PageHeader, useT, QueryView } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { WindowPager } from '../../../lib/components/WindowPager';
import { useFormat } from '../../../lib/format';
import { useUrlWindow } from '../../../lib/use-url-window';
import { useAuditRecords } from '../api/use-audit-records';
import { AuditNav } from './AuditNav';

export function AuditRecordsPage() {
  const { t } = useT('services');
  const format = useFormat();
  const [window, setWindow] = useUrlWindow();
  const query = useAuditRecords(window.limit, window.offset);

  return (
    <PageColumn>
      <PageHeader title={t('audit.records.title')} intro={t('audit.records.intro')} />
      <AuditNav />
      <QueryView
        query={query}
        loadingLabel={t('audit.records.loading')}
        errorTitle={t('audit.records.loadFailed')}
        isEmpty={(data) => data.records.length === 0 && window.offset === 0}
        empty={<EmptyState title={t('audit.records.emptyTitle')} body={t('audit.records.emptyBody')} />}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('audit.records.caption')}
              busy={query.isPlaceholderData}
              rows={data.records}
              rowKey={(record) => record.id}
              rowTestId="audit-record"
              columns={[
                { header: t('audit.records.time'), cell: (record) => format.dateTime(record.created_at) },
                { header: t('audit.records.node'), cell: (record) => record.node_name ?? `#${record.node_id}` },
                { header: t('audit.records.rule'), cell: (record) => record.rule_name },
              ]}
            />
            <WindowPager window={window} count={data.records.length} total={data.total_count} onChange={setWindow} />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
