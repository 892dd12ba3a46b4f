// /user/subscribe-log-detail — traffic records per node with the node's rate and the traffic that
// counted against the plan (effective = total × rate), paged with ?limit&offset.
import { AppLink, EmptyState, PageColumn, PageHeader, useT, QueryView } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { WindowPager } from '../../../lib/components/WindowPager';
import { useFormat } from '../../../lib/format';
import { useUrlWindow } from '../../../lib/use-url-window';
import { useDetailRecords } from '../api/use-detail-records';

export function TrafficDetailPage() {
  const { t } = useT('services');
  const format = useFormat();
  const [window, setWindow] = useUrlWindow();
  const query = useDetailRecords(window.limit, window.offset);

  return (
    <PageColumn>
      <PageHeader
        title={t('detail.title')}
        intro={t('detail.intro')}
        actions={<AppLink to="/user/subscribe-log-chart">{t('detail.toChart')}</AppLink>}
      />
      <QueryView
        query={query}
        loadingLabel={t('detail.loading')}
        errorTitle={t('detail.loadFailed')}
        isEmpty={(records) => records.length === 0 && window.offset === 0}
        empty={<EmptyState title={t('detail.emptyTitle')} body={t('detail.emptyBody')} />}
      >
        {(records) => (
          <>
            <DataTable
              caption={t('detail.caption')}
              busy={query.isPlaceholderData}
              rows={records}
              rowKey={(record, index) => `${record.node_id}-${record.created_at}-${index}`}
              rowTestId="detail-row"
              columns={[
                { header: t('detail.time'), cell: (record) => format.dateTime(record.created_at) },
                { header: t('detail.node'), cell: (record) => record.node_name ?? `#${record.node_id}` },
                { header: t('detail.sent'), numeric: true, cell: (record) => format.bytes(record.ss_tx_size) },
                { header: t('detail.received'), numeric: true, cell: (record) => format.bytes(record.ss_rx_size) },
                { header: t('detail.total'), numeric: true, cell: (record) => format.bytes(record.total_traffic) },
                {
                  header: t('detail.rate'),
                  numeric: true,
                  cell: (record) => t('nodes.detail.rateValue', { rate: record.node_rate }),
                },
                {
                  header: t('detail.effective'),
                  numeric: true,
                  cell: (record) => format.bytes(record.effective_traffic),
                },
              ]}
            />
            <WindowPager window={window} count={records.length} onChange={setWindow} />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
