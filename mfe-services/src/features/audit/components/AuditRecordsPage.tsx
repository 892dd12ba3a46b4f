// /user/audit/view — the customer's traffic that matched an audit rule, paged with ?limit&offset.
import { useSearchParams, useT } from '@portal/shared';
import { PageColumn, PageHeader } from '../../../lib/components/PageHeader';
import { EmptyState, LoadError, Loading } from '../../../lib/components/QueryState';
import { Table, TableWrap } from '../../../lib/components/DataTable';
import { WindowPager } from '../../../lib/components/WindowPager';
import { useFormat } from '../../../lib/format';
import { readWindow, writeWindow } from '../../../lib/limit-offset';
import { useAuditRecords } from '../api/use-audit-records';
import { AuditNav } from './AuditNav';

export function AuditRecordsPage() {
  const { t } = useT('services');
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const window = readWindow(search);
  const query = useAuditRecords(window.limit, window.offset);

  let body;
  if (query.isPending) body = <Loading label={t('audit.records.loading')} />;
  else if (query.isError)
    body = <LoadError title={t('audit.records.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.records.length === 0 && window.offset === 0)
    body = <EmptyState title={t('audit.records.emptyTitle')} body={t('audit.records.emptyBody')} />;
  else
    body = (
      <>
        <TableWrap>
          <Table aria-busy={query.isPlaceholderData}>
            <caption>{t('audit.records.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.records.time')}</th>
                <th scope="col">{t('audit.records.node')}</th>
                <th scope="col">{t('audit.records.rule')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.records.map((record) => (
                <tr key={record.id} data-testid="audit-record">
                  <td data-label={t('audit.records.time')}>{format.dateTime(record.created_at)}</td>
                  <td data-label={t('audit.records.node')}>{record.node_name ?? `#${record.node_id}`}</td>
                  <td data-label={t('audit.records.rule')}>{record.rule_name}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        <WindowPager
          window={window}
          count={query.data.records.length}
          total={query.data.total_count}
          onChange={(next) => setSearch(writeWindow(search, next))}
        />
      </>
    );

  return (
    <PageColumn>
      <PageHeader title={t('audit.records.title')} intro={t('audit.records.intro')} />
      <AuditNav />
      {body}
    </PageColumn>
  );
}
