// /user/subscribe-log-detail — traffic records per node with the node's rate and the traffic that
// counted against the plan (effective = total × rate), paged with ?limit&offset.
import { AppLink, useSearchParams, useT } from '@portal/shared';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Table, TableWrap } from '../../../lib/components/DataTable';
import { WindowPager } from '../../../lib/components/WindowPager';
import { useFormat } from '../../../lib/format';
import { readWindow, writeWindow } from '../../../lib/limit-offset';
import { useDetailRecords } from '../api/use-detail-records';

export function TrafficDetailPage() {
  const { t } = useT('services');
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const window = readWindow(search);
  const query = useDetailRecords(window.limit, window.offset);

  let body;
  if (query.isPending) body = <Loading label={t('detail.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('detail.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0 && window.offset === 0)
    body = <EmptyState title={t('detail.emptyTitle')} body={t('detail.emptyBody')} />;
  else
    body = (
      <>
        <TableWrap>
          <Table aria-busy={query.isPlaceholderData}>
            <caption>{t('detail.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('detail.time')}</th>
                <th scope="col">{t('detail.node')}</th>
                <th scope="col" className="num">
                  {t('detail.sent')}
                </th>
                <th scope="col" className="num">
                  {t('detail.received')}
                </th>
                <th scope="col" className="num">
                  {t('detail.total')}
                </th>
                <th scope="col" className="num">
                  {t('detail.rate')}
                </th>
                <th scope="col" className="num">
                  {t('detail.effective')}
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((record, index) => (
                <tr key={`${record.node_id}-${record.created_at}-${index}`} data-testid="detail-row">
                  <td data-label={t('detail.time')}>{format.dateTime(record.created_at)}</td>
                  <td data-label={t('detail.node')}>{record.node_name ?? `#${record.node_id}`}</td>
                  <td data-label={t('detail.sent')} className="num">
                    {format.bytes(record.ss_tx_size)}
                  </td>
                  <td data-label={t('detail.received')} className="num">
                    {format.bytes(record.ss_rx_size)}
                  </td>
                  <td data-label={t('detail.total')} className="num">
                    {format.bytes(record.total_traffic)}
                  </td>
                  <td data-label={t('detail.rate')} className="num">
                    {t('nodes.detail.rateValue', { rate: record.node_rate })}
                  </td>
                  <td data-label={t('detail.effective')} className="num">
                    {format.bytes(record.effective_traffic)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <WindowPager
          window={window}
          count={query.data.length}
          onChange={(next) => setSearch(writeWindow(search, next))}
        />
      </>
    );

  return (
    <PageColumn style={{ maxWidth: 1280 }}>
      <PageHeader
        title={t('detail.title')}
        intro={t('detail.intro')}
        actions={<AppLink to="/user/subscribe-log-chart">{t('detail.toChart')}</AppLink>}
      />
      {body}
    </PageColumn>
  );
}
