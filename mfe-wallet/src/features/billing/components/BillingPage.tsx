// /user/wallet/billing — every invoice (top-ups, purchases, renewals), paged through the URL (?page&size).
import styled from 'styled-components';
import { AppLink, EmptyState, PageColumn, PageHeader, QueryView, useSearchParams, useT } from '@portal/shared';
import { DataTable } from '@portal/shared/ui-kit';
import { InvoiceStatusBadge } from '../../../lib/components/StatusBadge';
import { WalletNav } from '../../../lib/components/WalletNav';
import { WalletPager } from '../../../lib/components/WalletPager';
import { useEntryText } from '../../../lib/entry-text';
import { useWalletFormat } from '../../../lib/format';
import { readPageParams, writePageParams, type PageParams } from '../../../lib/page-params';
import { useInvoices } from '../api/use-invoices';
import { invoicePath } from '../../../lib/paths';

const InvoiceNumber = styled(AppLink)`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export default function BillingPage() {
  const { t } = useT('wallet');
  const format = useWalletFormat();
  const entryText = useEntryText();
  const [search, setSearch] = useSearchParams();
  const params = readPageParams(search);
  const query = useInvoices(params);
  const update = (next: PageParams) => setSearch(writePageParams(search, next));

  return (
    <PageColumn>
      <PageHeader title={t('billing.title')} intro={t('billing.intro')} />
      <WalletNav />
      <QueryView
        query={query}
        loadingLabel={t('billing.loading')}
        errorTitle={t('billing.loadFailed')}
        isEmpty={(data) => data.records.length === 0 && params.page === 1}
        empty={<EmptyState title={t('billing.emptyTitle')} body={t('billing.emptyBody')} />}
      >
        {(data) => (
          <>
            <DataTable
              caption={t('billing.caption')}
              rows={data.records}
              rowKey={(invoice) => invoice.id}
              rowTestId="invoice-row"
              busy={query.isFetching && query.isPlaceholderData}
              columns={[
                {
                  header: t('billing.columns.number'),
                  cell: (invoice) => (
                    <InvoiceNumber
                      to={invoicePath(invoice.id)}
                      aria-label={t('billing.openLabel', { number: invoice.number })}
                    >
                      {invoice.number}
                    </InvoiceNumber>
                  ),
                },
                { header: t('billing.columns.date'), cell: (invoice) => format.date(invoice.created_at) },
                { header: t('billing.columns.description'), cell: (invoice) => entryText.invoice(invoice) },
                { header: t('billing.columns.kind'), cell: (invoice) => t(`invoiceKind.${invoice.kind}`) },
                {
                  header: t('billing.columns.total'),
                  numeric: true,
                  cell: (invoice) => format.money(invoice.total, invoice.currency),
                },
                {
                  header: t('billing.columns.status'),
                  cell: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
                },
              ]}
            />
            <WalletPager
              {...params}
              count={data.records.length}
              totalCount={data.total_count}
              summary={(count) => t('billing.summary', { count })}
              onChange={update}
            />
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
